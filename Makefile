# gitview - a history browser for git
# See LICENSE file for copyright and license details.

include config.mk

# the layers, bottom first: each file calls only the files before it,
# the window's win.h callbacks and config values aside (tests/shape.sh
# checks it, and that gitview.c's parts[] lists the parts in this order).
# The pure modules: the unit tests link these and nothing from X
PURESRC = util.c pipe.c parse.c parsefind.c parsediff.c hunk.c lanes.c graph.c watch.c
PURE = $(PURESRC:.c=.o)
# the core: core.c's services, the parts, the dispatcher (gitview.c and
# door.c, its face to the window); no X
# headers; the unit tests link it with a stub of win.h
CORESRC = core.c repo.c labels.c load.c live.c fold.c cat.c list.c text.c patch.c pane.c \
	goto.c ask.c views.c blame.c fileview.c linelog.c origin.c find.c refsview.c usercmd.c \
	menu.c gitview.c door.c
CORE = $(CORESRC:.c=.o)
# the window: the only files with X headers, and listgeom.c, its pixel
# arithmetic of the list without X, which the unit tests link too
WINSRC = listgeom.c draw.c xsel.c overlay.c panes.c x.c
SRC = $(PURESRC) $(CORESRC) $(WINSRC)
OBJ = $(SRC:.c=.o)
# the unit tests: the harness and main(), then a file for each module, and
# the window the core's tests give it
UNIT = tests/unit/main.c tests/unit/util.c tests/unit/pipe.c tests/unit/parse.c \
	tests/unit/graph.c tests/unit/listgeom.c tests/unit/hunk.c tests/unit/core.c \
	tests/unit/gitview.c tests/unit/list.c tests/unit/pane.c tests/unit/find.c \
	tests/unit/goto.c tests/unit/winstub.c tests/unit/config.c \
	tests/unit/usercmd.c tests/unit/load.c tests/unit/views.c
HDR = config.h blame.h cat.h core.h draw.h fileview.h find.h fold.h gitview.h goto.h graph.h \
	graphint.h hunk.h linelog.h list.h listgeom.h load.h pane.h panes.h parse.h part.h \
	patch.h pipe.h refsview.h text.h util.h menu.h origin.h repo.h taste.h usercmd.h watch.h \
	views.h win.h xsel.h labels.h live.h

all: gitview

.c.o:
	$(CC) $(GVCFLAGS) -c $<

# the core's parts read each other's headers: any header rebuilds them
$(CORE): $(HDR)

x.o: x.c $(HDR)
	$(CC) $(GVCFLAGS) $(XINC) -c x.c

xsel.o: xsel.c $(HDR)
	$(CC) $(GVCFLAGS) $(XINC) -c xsel.c

panes.o: panes.c $(HDR)
	$(CC) $(GVCFLAGS) $(XINC) -c panes.c

overlay.o: overlay.c $(HDR)
	$(CC) $(GVCFLAGS) $(XINC) -c overlay.c

draw.o: draw.c draw.h util.h
	$(CC) $(GVCFLAGS) $(XINC) -c draw.c

graph.o: graph.c graph.h graphint.h util.h
hunk.o: hunk.c hunk.h parse.h pipe.h util.h
lanes.o: lanes.c graph.h graphint.h util.h
listgeom.o: listgeom.c listgeom.h util.h
parse.o: parse.c parse.h pipe.h util.h
parsefind.o: parsefind.c parse.h pipe.h util.h
parsediff.o: parsediff.c parse.h pipe.h util.h
pipe.o: pipe.c pipe.h util.h
util.o: util.c util.h
watch.o: watch.c watch.h util.h

config.h:
	cp config.def.h $@

gitview: $(OBJ)
	$(CC) -o $@ $(OBJ) $(GVLDFLAGS) $(XLIBS)

# the config values the core needs, cut from config.def.h (not config.h:
# the unit tests expect the defaults), so that they cannot drift from it
tests/unit/config.c: config.def.h tests/unit/config.sh
	sh tests/unit/config.sh config.def.h > $@.tmp
	mv $@.tmp $@

tests/unit/unit: $(UNIT) tests/unit/unit.h tests/unit/coretest.h $(CORE) $(PURE) listgeom.o
	$(CC) $(GVCFLAGS) -I. -o $@ $(UNIT) $(CORE) $(PURE) listgeom.o $(GVLDFLAGS)

tests/graphtest: tests/graphtest.c $(PURE)
	$(CC) $(GVCFLAGS) -I. -o $@ tests/graphtest.c $(PURE) $(GVLDFLAGS)

# the same, built with AddressSanitizer and UndefinedBehaviorSanitizer:
# make test runs the unit and X tests with these too
SANFLAGS = -g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined \
	-fno-sanitize-recover=all

san: tests/out/san/gitview tests/out/san/unit

tests/out/san/gitview: $(SRC) $(HDR)
	mkdir -p tests/out/san
	$(CC) $(GVCFLAGS) $(SANFLAGS) $(XINC) -o $@ $(SRC) $(GVLDFLAGS) $(XLIBS)

tests/out/san/unit: $(UNIT) tests/unit/unit.h tests/unit/coretest.h $(CORESRC) $(PURESRC) listgeom.c $(HDR)
	mkdir -p tests/out/san
	$(CC) $(GVCFLAGS) $(SANFLAGS) -I. -o $@ $(UNIT) $(CORESRC) $(PURESRC) listgeom.c $(GVLDFLAGS)

# libFuzzer targets, one per parser (clang); make fuzz runs each FUZZTIME s,
# FUZZJOBS at a time (a night's run: make fuzz FUZZTIME=3600, eleven hours;
# all eleven at once, an hour: FUZZJOBS=11; one target: FUZZ=rev)
FUZZCC = clang
FUZZTIME = 30
FUZZJOBS = 1
FUZZ = rev batch diff blame ref refentry utf8 pattern words linelog origin

fuzz:
	@sh tests/lib/preflight.sh fuzz
	mkdir -p tests/out/fuzz
	sh tests/fuzz/seeds.sh tests/out/fuzz/seeds
	sh tests/fuzz/run.sh "$(FUZZCC)" "$(FUZZTIME)" "$(FUZZJOBS)" "$(FUZZ)" $(PURESRC)

tests/bench/revload: tests/bench/revload.c $(PURE)
	$(CC) $(GVCFLAGS) -I. -o $@ tests/bench/revload.c $(PURE) $(GVLDFLAGS)

tests/bench/genrepo: tests/bench/genrepo.c
	$(CC) $(GVCFLAGS) -o $@ tests/bench/genrepo.c $(GVLDFLAGS)

# make check, the check to run before every commit: the unit tests,
# shape.sh, the lane golden tests and two X tests, tests/x/smoke.sh and
# window.sh, on the plain build (tests/run.sh -c): from make clean, 15 s
# on two cores, 49 s with other work on them (load 5); once built, 5 to
# 15 s. make test runs everything: the same, the harness, every fixture
# and X test, under the sanitizers too, and a minute of monkey (about 10
# minutes)
check:
	@sh tests/lib/preflight.sh test
	$(MAKE) -j2 gitview tests/unit/unit tests/graphtest
	sh tests/run.sh -c

# each first checks that every tool it calls is installed (tests/packages)
test:
	@sh tests/lib/preflight.sh test
	$(MAKE) -j2 gitview tests/unit/unit tests/graphtest san
	sh tests/run.sh

# the monkey test (tests/monkey.sh) on the sanitizer build: SECONDS of
# random input; SEED=N replays a seed, RUN=K STEPS=I one run's first steps
SECONDS = 300
monkey:
	@sh tests/lib/preflight.sh test
	$(MAKE) san
	MONKEY_SECONDS=$(SECONDS) MONKEY_SEED=$(SEED) MONKEY_RUN=$(RUN) \
		MONKEY_STEPS=$(STEPS) sh tests/monkey.sh

bench:
	@sh tests/lib/preflight.sh bench
	$(MAKE) gitview tests/bench/genrepo tests/bench/revload tests/graphtest
	sh tests/bench/bench.sh

# the README's picture: gitview on a small history under a private Xvfb
screenshot: gitview
	@sh tests/lib/preflight.sh test
	sh tests/lib/screenshot.sh doc/gitview.png

# the README's two commands in a bare Debian root, as a new user's
# machine is (root, debootstrap; tests/fresh.sh)
fresh:
	sh tests/fresh.sh

clean:
	rm -f gitview $(OBJ) tests/unit/unit tests/unit/config.c tests/graphtest tests/bench/genrepo tests/bench/revload \
		gitview-$(VERSION).tar.gz
	rm -rf tests/out

dist: clean
	mkdir -p gitview-$(VERSION)
	cp -R LICENSE Makefile README.md config.mk config.def.h gitview.1 \
		$(SRC) $(HDR:config.h=) tests .ci doc gitview-$(VERSION)
	tar -cf - gitview-$(VERSION) | gzip > gitview-$(VERSION).tar.gz
	rm -rf gitview-$(VERSION)

install: all
	mkdir -p $(DESTDIR)$(PREFIX)/bin
	cp -f gitview $(DESTDIR)$(PREFIX)/bin
	chmod 755 $(DESTDIR)$(PREFIX)/bin/gitview
	mkdir -p $(DESTDIR)$(MANPREFIX)/man1
	sed "s/VERSION/$(VERSION)/g" < gitview.1 > $(DESTDIR)$(MANPREFIX)/man1/gitview.1
	chmod 644 $(DESTDIR)$(MANPREFIX)/man1/gitview.1

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/gitview \
		$(DESTDIR)$(MANPREFIX)/man1/gitview.1

.PHONY: all check test bench monkey san fuzz fresh screenshot clean dist install uninstall
