/* See LICENSE file for copyright and license details.
 *
 * tests/unit/core.c: the core (the dispatcher gitview.c and its parts)
 * without X, driven as x.c's keys[] drive it: the selection and what it
 * owns, j and k, pages, Home and End, the wheel, the commit pane's
 * scrolling, back and forward, find's stepping and wrapping, the filter,
 * and the goto field's editing. The window is tests/unit/winstub.c. The
 * graph is built here from made-up ids, so every row is known, and shown
 * as a load shows it (load_test); git is kept off PATH, so what the core
 * would spawn (cat-file, rev-parse, diff-tree) fails at once and says
 * so, as it does where there is no git, and what git would print is fed
 * to the parts' readers as the event loop feeds them. State is read
 * through the parts' headers. Start reading unit_core() at the end.
 */
#include <sys/types.h>

#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "hunk.h"
#include "util.h"
#include "gitview.h"
#include "part.h"
#include "load.h"
#include "cat.h"
#include "list.h"
#include "text.h"
#include "patch.h"
#include "pane.h"
#include "goto.h"
#include "find.h"
#include "fileview.h"
#include "unit.h"

/*
 * The window, as x.c's layout() sets it up: 1000x700, a 16-pixel row.
 * 700 - 16 for the status line is 684, less the goto bar (18) 666; the
 * list has 45% of it, 299 pixels, 18 whole rows; the commit pane the
 * rest less a divider, 366 pixels, 22 rows, 70% of the width; the
 * files pane beside it as high.
 */
#define WINW      1000
#define WINH      700
#define ROWH      16
#define LISTH     299
#define LISTROWS  18
#define TEXTROWS  22
#define FILEROWS  22
#define TEXTW     700

/* the parts, as the dispatcher lists them: their git is started by
 * core_start, which the tests do not call */
static const Part *const parts[] = {
	&loadpart, &catpart, &listpart, &textpart, &patchpart, &panepart,
	&fviewpart, &findpart
};

#define NROWS     60
/* rows whose ids start with ab, which sha:ab finds; in order */
static const int markrows[] = { 5, 12, 30, 47 };

static int
marked(int r)
{
	unsigned int i;

	for (i = 0; i < LEN(markrows); i++)
		if (markrows[i] == r)
			return 1;
	return 0;
}

/* the id of row r: ab or 5c, the row, then 33s */
static void
mkid(int r, unsigned char *id)
{
	memset(id, 0x33, 20);
	id[0] = marked(r) ? 0xAB : 0x5C;
	id[1] = r;
}

static const char *
hexof(int r)
{
	static char hex[4][HEXMAX + 1];
	static int k;
	unsigned char id[20];

	k = (k + 1) % 4;
	mkid(r, id);
	hex_encode(id, 20, hex[k]);
	return hex[k];
}

/*
 * n rows fed newest first, as rev-list gives them: row r's parent is
 * r + 1, and rows 3, 10, 17... are merges of r + 1 and r + 3, so that
 * commit numbers (the order ids are first seen) and rows differ: rows
 * r + 2 and r + 3 of each merge swap theirs. The last row is the root.
 */
static Graph *
mkgraph(int n)
{
	Graph *g = graph_new(20, 0, nlanecolors);
	unsigned char id[20], par[2 * 20];
	int r, np;

	for (r = 0; r < n; r++) {
		mkid(r, id);
		np = 0;
		if (r + 1 < n)
			mkid(r + 1, par), np = 1;
		if (r % 7 == 3 && r + 3 < n)
			mkid(r + 3, par + 20), np = 2;
		graph_add(g, id, par, np, 0);
	}
	graph_done(g);
	return g;
}

/* nothing is to be drawn again */
static void
drawn_all(void)
{
	int rows[2];

	core_drawn(rows);
}

/* g as a new view once loaded, with local changes of the kinds given
 * and HEAD at head ("": not known): no find, no history, its first row
 * selected as after loading */
static void
usegraph_local(Graph *g, int unstaged, int staged, const char *head)
{
	list_test(unstaged, staged);
	load_test("unit", g, head);
	core_setfocus(PaneList);
	setstatus(0, "");  /* cat-file cannot start: that is said */
	drawn_all();
}

static void
usegraph(Graph *g)
{
	usegraph_local(g, 0, 0, "");
}

/* a key of keys[]: its function and argument */
static void
key(void (*func)(const Arg *), int i)
{
	Arg a;

	a.i = i;
	func(&a);
}

/* text typed a character at a time, as x.c hands it over */
static void
typein(void (*edkey)(int, const char *, int), const char *s)
{
	size_t i, n;

	for (i = 0; s[i]; i += n) {
		for (n = 1; ((unsigned char)s[i + n] & 0xC0) == 0x80; n++)
			;
		edkey(EdText, s + i, n);
	}
}

/* an editing key in the goto field, with the text XLookupString gives */
static void
press(int k)
{
	static const char *const text[EdOther + 1] = {
		[EdTab] = "\t", [EdEnter] = "\r", [EdCancel] = "\033",
		[EdBackspace] = "\b", [EdDelete] = "\177",
		[EdKillStart] = "\025", [EdKillWord] = "\027",
	};
	const char *t = text[k] ? text[k] : "";

	gotokey(k, t, strlen(t));
}

/* the selection is row r, its commit, and on screen */
static void
atrow(int r, const char *what)
{
	int s = selrow();

	expect(s == r && list_sel() == graph_commit(load_graph(), r),
	       "%s: row %d (commit %d), want row %d (commit %d)", what, s,
	       list_sel(), r, graph_commit(load_graph(), r));
	expect(s >= list_top() && s < list_top() + lay.listrows,
	       "%s: row %d is off screen, rows %d to %d shown", what, s,
	       list_top(), list_top() + lay.listrows - 1);
}

static void
statusis(const char *want, int err, const char *what)
{
	const StatusLine *st = core_status();

	expect(!strcmp(st->text, want) && st->err == err,
	       "%s: the status says \"%s\" (err %d), want \"%s\" (err %d)", what,
	       st->text, st->err, want, err);
}

/* the goto field holds want, '|' its cursor */
static void
fieldis(const char *want, const char *what)
{
	const Edit *ed = goto_edit();
	char have[sizeof(ed->buf) + 1];

	snprintf(have, sizeof(have), "%.*s|%s", (int)ed->cur, ed->buf,
	         ed->buf + ed->cur);
	expect(!strcmp(have, want) && ed->len == strlen(ed->buf),
	       "%s: \"%s\", want \"%s\"", what, show(have, strlen(have)),
	       show(want, strlen(want)));
}

/* the goto field set to s, as a paste over all of it sets it; the
 * focus where it was */
static void
setfield(const char *s)
{
	int focus = core_focus();

	key(gotofocus, 0);
	goto_paste(s, strlen(s));
	core_setfocus(focus);
}

/* the first mark past row r in direction dir, and whether that wrapped */
static int
nextmark(int r, int dir, int *wrapped)
{
	int i, n = LEN(markrows);

	*wrapped = 0;
	for (i = dir > 0 ? 0 : n - 1; i >= 0 && i < n; i += dir)
		if (dir > 0 ? markrows[i] > r : markrows[i] < r)
			return markrows[i];
	*wrapped = 1;
	return markrows[dir > 0 ? 0 : n - 1];
}

static void
findtyped(int kind, const char *pattern)
{
	key(findprompt, kind);
	typein(promptkey, pattern);
	promptkey(EdEnter, "\r", 1);
}

/* git's output fed to the patch's reader as the event loop feeds it;
 * the selection's timer has started the diff first (git is not there:
 * that is said) */
static void
feeddiff(const char *out, size_t n)
{
	Proc *p = patchpart.proc(0);

	core_difftimeout(now_ms() + 60000);
	buf_add(&p->obuf, out, n);
	patchpart.read(0, 0);
}

/* the selection's patch is to run: its timer starts it */
static int
diffwanted(void)
{
	return core_difftimeout(now_ms() + 60000) == 0;
}

/* the diff of n files, "diff --git" lines alone */
static void
feedfiles(int n)
{
	Buf out = { 0 };
	char line[128];
	int i, k;

	for (i = 0; i < n; i++) {
		k = snprintf(line, sizeof(line), ":100644 100644 aaaaaaa bbbbbbb M%cf%02d%c", 0, i, 0);
		buf_add(&out, line, k);
	}
	buf_add(&out, "", 1);
	for (i = 0; i < n; i++) {
		k = snprintf(line, sizeof(line), "diff --git a/f%02d b/f%02d\n", i, i);
		buf_add(&out, line, k);
	}
	feeddiff(out.buf, out.len);
	buf_free(&out);
}

static void
test_layout(void)
{
	int n;

	usegraph(mkgraph(NROWS));
	begin("layout: the rows that fit, as the window gives them: the list's, the commit and files panes'");
	key(gotofocus, 0);
	expect(core_focus() == PaneGoto, "the goto bar is shown, its field took no keys: focus %d",
	       core_focus());
	core_setfocus(PaneList);
	key(jump, 1);
	expect(list_top() == NROWS - LISTROWS, "End: the list shows rows %d on, want the last %d",
	       list_top(), LISTROWS);
	feedfiles(30);
	n = tlines();
	settop(1000);
	expect(n > TEXTROWS && pane_top() == n - TEXTROWS, "the commit pane's %d rows: top %d, want %d",
	       n, pane_top(), n - TEXTROWS);
	expect(frows() == TEXTROWS - 1, "the file view shows %d lines, want %d less its header",
	       frows(), TEXTROWS);
	pane_filescroll(1000);
	expect(patch_files()->n == 30 && pane_filestop() == 30 - FILEROWS,
	       "%d files: the files pane shows them from %d, want %d", patch_files()->n,
	       pane_filestop(), 30 - FILEROWS);
	end();
}

static void
test_select(void)
{
	char title[64], hex[HEXMAX + 1];
	const char *b;
	const struct Line *l;
	int i, n, nparent = 0, nchild = 0, r;

	usegraph(mkgraph(NROWS));
	begin("the graph keeps the rows as fed; commits are numbered apart from rows");
	expect(rows() == NROWS, "%d rows", rows());
	for (r = 0; r < rows(); r++) {
		hex_encode(graph_id(load_graph(), graph_commit(load_graph(), r)), 20, hex);
		expect(!strcmp(hex, hexof(r)), "row %d is %s, want %s", r, hex, hexof(r));
	}
	for (r = 0, n = 0; r < rows(); r++)
		n += graph_commit(load_graph(), r) != r;
	expect(n > 0, "every commit's number is its row: rows and commits not told apart");
	end();

	begin("selecting a commit: PRIMARY owns its id, the title names it, the list follows");
	atrow(0, "after loading");
	expect(!strcmp(winstub.primary, hexof(0)), "PRIMARY \"%s\", want row 0's %s",
	       winstub.primary, hexof(0));
	selectrow(30);
	atrow(30, "selectrow(30)");
	expect(!strcmp(list_selhex(), hexof(30)), "selhex %s, want %s", list_selhex(), hexof(30));
	expect(!strcmp(winstub.primary, hexof(30)), "PRIMARY \"%s\", want row 30's %s",
	       winstub.primary, hexof(30));
	snprintf(title, sizeof(title), "gitview: unit: %.7s", hexof(30));
	expect(!strcmp(winstub.title, title), "title \"%s\", want \"%s\"", winstub.title, title);
	key(copy, 0);
	expect(!strcmp(winstub.clipboard, hexof(30)), "y: CLIPBOARD \"%s\", want %s",
	       winstub.clipboard, hexof(30));
	selectrow(-5);
	atrow(0, "selectrow(-5)");
	selectrow(NROWS + 5);
	atrow(NROWS - 1, "selectrow past the end");
	end();

	begin("the commit pane's header: the commit, its parents and children as links");
	selectrow(6);  /* a parent of rows 5 and 3 (a merge) */
	selectrow(3);  /* a merge of rows 4 and 6, the child of row 2 */
	l = tline(0, &b);
	expect(l->len == 7 + 40 && !memcmp(b + l->off, "commit ", 7) &&
	       !memcmp(b + l->off + 7, hexof(3), 40), "first line \"%s\"",
	       show(b + l->off, l->len));
	for (i = 0; i < text_hdr()->n; i++) {
		l = tline(i, &b);
		if (l->style != LineLink)
			continue;
		if (!memcmp(b + l->off, "Parent: ", 8)) {
			r = nparent++ ? 6 : 4;
			expect(l->data == graph_commit(load_graph(), r) &&
			       !memcmp(b + l->off + 8, hexof(r), 10),
			       "Parent %d: \"%s\" links commit %d, want row %d's, commit %d",
			       nparent, show(b + l->off, l->len), l->data, r,
			       graph_commit(load_graph(), r));
		} else if (!memcmp(b + l->off, "Child:  ", 8)) {
			nchild++;
			expect(l->data == graph_commit(load_graph(), 2) &&
			       !memcmp(b + l->off + 8, hexof(2), 10),
			       "Child: \"%s\" links commit %d, want row 2's",
			       show(b + l->off, l->len), l->data);
		}
	}
	expect(nparent == 2 && nchild == 1, "%d Parent: and %d Child: lines, want 2 and 1",
	       nparent, nchild);
	core_setfocus(PaneText);
	key(golink, 0);  /* Return: the first link shown */
	core_setfocus(PaneList);
	atrow(4, "Return in the commit pane");
	selectrow(6);
	for (i = nchild = 0; i < text_hdr()->n; i++) {
		l = tline(i, &b);
		if (l->style == LineLink && !memcmp(b + l->off, "Child:  ", 8))
			nchild |= l->data == graph_commit(load_graph(), 5) ? 1 :
			    l->data == graph_commit(load_graph(), 3) ? 2 : 4;
	}
	expect(nchild == 3, "row 6: its children rows 5 and 3 not both listed (%d)", nchild);
	end();
}

static void
test_move(void)
{
	int i, d, dr[2];

	usegraph(mkgraph(NROWS));
	begin("j and k: a row down or up, stopping at the ends");
	key(move, -1);
	atrow(0, "k on the first row");
	key(move, +1);
	atrow(1, "j");
	key(move, -1);
	atrow(0, "k");
	for (i = 0; i < LISTROWS - 1; i++)
		key(move, +1);
	atrow(LISTROWS - 1, "j to the last row shown");
	expect(list_top() == 0, "the list scrolled to %d before it had to", list_top());
	key(move, +1);
	atrow(LISTROWS, "j past the last row shown");
	expect(list_top() == 1, "j past the screen: top %d, want 1", list_top());
	for (i = 0; i < NROWS; i++)
		key(move, +1);
	atrow(NROWS - 1, "j past the end");
	expect(list_top() == NROWS - LISTROWS, "top %d at the end, want %d", list_top(),
	       NROWS - LISTROWS);
	for (i = 0; i < LISTROWS; i++)
		key(move, -1);
	atrow(NROWS - 1 - LISTROWS, "k past the first row shown");
	expect(list_top() == NROWS - 1 - LISTROWS, "top %d", list_top());
	end();

	begin("j on screen redraws the two rows, not the list");
	selectrow(2);
	list_settop(0);
	drawn_all();
	key(move, +1);
	atrow(3, "j");
	d = core_drawn(dr);
	expect(dr[0] == 2 && dr[1] == 3 && !(d & DirtyList),
	       "rows %d and %d to redraw, list %s", dr[0], dr[1],
	       d & DirtyList ? "too" : "not");
	end();
}

static void
test_page(void)
{
	/* a page is a screen less one row, LISTROWS - 1 = 17; the top stops
	 * at NROWS - LISTROWS = 42, the selection at the ends */
	static const struct { int dir, top, row; } t[] = {
		{ +1, 17, 17 }, { +1, 34, 34 }, { +1, 42, 51 }, { +1, 42, 59 },
		{ +1, 42, 59 }, { -1, 25, 42 }, { -1, 8, 25 }, { -1, 0, 8 },
		{ -1, 0, 0 }, { -1, 0, 0 },
	};
	unsigned int i;
	char what[64];

	usegraph(mkgraph(NROWS));
	begin("Page Down and Page Up: a screen less a row, the selection in view");
	for (i = 0; i < LEN(t); i++) {
		key(page, t[i].dir);
		snprintf(what, sizeof(what), "page %u (%s)", i + 1, t[i].dir > 0 ? "down" : "up");
		atrow(t[i].row, what);
		expect(list_top() == t[i].top, "%s: top %d, want %d", what, list_top(), t[i].top);
	}
	end();

	begin("Home and End: the first and the last row");
	selectrow(20);
	key(jump, 1);
	atrow(NROWS - 1, "End");
	expect(list_top() == NROWS - LISTROWS, "End: top %d", list_top());
	key(jump, 0);
	atrow(0, "Home");
	expect(list_top() == 0, "Home: top %d", list_top());
	end();

	begin("the wheel scrolls the list by wheelrows, not the selection");
	selectrow(1);
	key(scroll, +1);
	expect(list_top() == wheelrows, "a step down: top %d, want %d", list_top(), wheelrows);
	for (i = 0; i < NROWS; i++)
		key(scroll, +1);
	expect(list_top() == NROWS - LISTROWS, "the bottom: top %d, want %d", list_top(),
	       NROWS - LISTROWS);
	for (i = 0; i < NROWS; i++)
		key(scroll, -1);
	expect(list_top() == 0, "the top: top %d", list_top());
	expect(selrow() == 1, "the wheel moved the selection to row %d", selrow());
	end();
}

static void
test_textpane(void)
{
	char patch[1 + 100 * 6] = "";
	int i, n;

	usegraph(mkgraph(NROWS));
	selectrow(3);
	for (i = 0; i < 100; i++)
		memcpy(patch + 1 + 6 * i, "+line\n", 6);
	feeddiff(patch, sizeof(patch));  /* a NUL: no raw part */
	n = text_hdr()->n + text_msg()->n + 100;
	begin("the commit pane scrolls within its lines: settop, j and k, pages");
	expect(tlines() == n, "%d lines, want %d", tlines(), n);
	settop(1000);
	expect(pane_top() == n - TEXTROWS, "settop past the end: %d, want %d", pane_top(),
	       n - TEXTROWS);
	key(tscroll, -1);
	expect(pane_top() == n - TEXTROWS - 1, "k: %d", pane_top());
	key(tpage, -1);
	expect(pane_top() == n - 2 * TEXTROWS, "Page Up: %d, want %d", pane_top(),
	       n - 2 * TEXTROWS);
	settop(-5);
	expect(pane_top() == 0, "settop before the start: %d", pane_top());
	key(tscroll, -1);
	expect(pane_top() == 0, "k on the first line: %d", pane_top());
	key(tpage, +1);
	expect(pane_top() == TEXTROWS - 1, "Page Down: %d, want %d", pane_top(), TEXTROWS - 1);
	selectrow(4);
	expect(pane_top() == 0 && patch_lines()->n == 0, "a new selection: top %d, %d patch lines",
	       pane_top(), patch_lines()->n);
	end();
}

/* what git diff-tree -p --raw -z prints for the selection: the raw
 * part, a NUL, the patch */
static const char sidediff[] =
	":100644 100644 218b27c a84d3df M\0" "a.txt\0"
	":100644 100644 04ec35a 206b378 M\0" "b.txt\0" "\0"
	"diff --git a/a.txt b/a.txt\n"
	"index 218b27c..a84d3df 100644\n"
	"--- a/a.txt\n"
	"+++ b/a.txt\n"
	"@@ -1,4 +1,3 @@\n"
	"-the quick brown fox\n"
	"-jumps over\n"
	"+the quick red fox\n"
	" keep\n"
	"-gone\n"
	"diff --git a/b.txt b/b.txt\n"
	"index 04ec35a..206b378 100644\n"
	"--- a/b.txt\n"
	"+++ b/b.txt\n"
	"@@ -1,3 +1,2 @@\n"
	" x\n"
	"-y\n"
	" z\n";

/* the text of row i of the commit pane */
static const char *
rowtextof(int i)
{
	static char buf[LINEMAX], ctl[LINEMAX];
	int cols;

	drawn(i, buf, ctl, sizeof(buf), &cols);
	return buf;
}

static void
test_sidebyside(void)
{
	char info[128];
	const SideRow *r;
	int base, c0, c1, i;

	usegraph(mkgraph(NROWS));
	selectrow(3);
	feeddiff(sidediff, sizeof(sidediff) - 1);
	base = text_hdr()->n + text_msg()->n;
	begin("side by side: rows, their text and words, files, narrowing");
	expect(tlines() == base + 18, "unified: %d lines, want %d", tlines(), base + 18);
	expect(twords(base + 5, 0, &c0, &c1) && c0 == 11 && c1 == 16, "unified words of -the quick brown fox: %d..%d", c0, c1);
	puttop(base + 5);  /* as find puts a line near the end on top */
	key(diffside, 0);
	expect(patch_sidebyside() && tlines() == base + 17, "side by side: %d rows, want %d", tlines(), base + 17);
	expect(pane_top() == base + 5, "the top row: %d, want %d", pane_top(), base + 5);
	expect(trow(base + 5, &r) && r->left == 5 && r->right == 7, "row 5 is not lines 5 and 7");
	expect(!strcmp(rowtextof(base + 5), "the quick brown fox the quick red fox"), "row 5 reads %s", rowtextof(base + 5));
	expect(!strcmp(rowtextof(base + 6), "jumps over"), "row 6 reads %s", rowtextof(base + 6));
	expect(trow(base + 6, &r) && r->right < 0, "row 6 has a right side");
	expect(!strcmp(rowtextof(base + 7), "keep keep"), "a context row reads %s, want its old and new text", rowtextof(base + 7));
	expect(!trow(base + 4, &r), "the hunk header is split");
	expect(twords(base + 5, 0, &c0, &c1) && c0 == 10 && c1 == 15, "old words %d..%d, want 10..15", c0, c1);
	expect(twords(base + 5, 1, &c0, &c1) && c0 == 10 && c1 == 13, "new words %d..%d, want 10..13", c0, c1);
	key(diffwords, 0);
	expect(!twords(base + 5, 0, &c0, &c1), "W: words still shown");
	key(diffwords, 0);
	expect(curfile() == 0, "file at the top: %d", curfile());
	gotofile(1);
	expect(curfile() == 1 && !strcmp(rowtextof(pane_top()), "diff --git a/b.txt b/b.txt"), "file 1 is at %s", rowtextof(pane_top()));
	key(fnarrow, 0);
	expect(patch_narrow() == 1 && tlines() == 8, "narrowed to file 1: %d, %d rows", patch_narrow(), tlines());
	expect(!strcmp(rowtextof(7), "z z"), "narrowed row 7 reads %s", rowtextof(7));
	key(widen, 0);
	puttop(base + 9);
	expect(!strcmp(rowtextof(pane_top()), "diff --git a/b.txt b/b.txt"), "row 9 reads %s", rowtextof(pane_top()));
	key(diffside, 0);
	expect(!patch_sidebyside() && !strcmp(rowtextof(pane_top()), "diff --git a/b.txt b/b.txt"), "unified again at %s", rowtextof(pane_top()));
	end();

	begin("the patch's options run it again and say so");
	key(diffws, 0);
	diffinfo(info, sizeof(info));
	statusis("patch: -w", 0, "w");
	expect(!strcmp(info, " -w") && patch_lines()->n == 0 && diffwanted(),
	       "w: options \"%s\", %d lines, or the selection's diff not to run", info,
	       patch_lines()->n);
	for (i = 0; i < 5; i++)
		key(diffcontext, -1);
	diffinfo(info, sizeof(info));
	expect(!strcmp(info, " -w -U0"), "- five times: \"%s\"", info);
	statusis("patch: -w -U0", 0, "- to 0");
	key(diffcontext, +1), key(diffcontext, +1), key(diffcontext, +1), key(diffws, 0);
	statusis("patch: as git shows it", 0, "back to the start");
	key(diffpaths, 0);
	diffinfo(info, sizeof(info));
	expect(!strcmp(info, ""), "a in a view of every path: \"%s\"", info);
	statusis("the view is not limited to paths: the patch is all of it", 0, "a");
	end();
	selectrow(4);
}

static void
test_history(void)
{
	usegraph(mkgraph(NROWS));
	begin("back and forward: through the selections made, oldest first");
	selectrow(3);
	selectrow(10);
	selectrow(20);
	expect(list_back() && !list_forward(), "4 selections, at the newest: back %d, forward %d",
	       list_back(), list_forward());
	key(history, -1);
	atrow(10, "back");
	key(history, -1);
	atrow(3, "back twice");
	key(history, -1);
	atrow(0, "back to the first");
	key(history, -1);
	atrow(0, "back before the first");
	expect(!list_back() && list_forward(), "going back changed the history: back %d, forward %d",
	       list_back(), list_forward());
	key(history, +1);
	atrow(3, "forward");
	key(history, +1);
	atrow(10, "forward twice");
	end();

	begin("a new selection after going back drops what was ahead");
	selectrow(30);  /* 20 was ahead */
	expect(list_back() && !list_forward(), "back %d, forward %d, want the newest",
	       list_back(), list_forward());
	key(history, +1);
	atrow(30, "forward at the newest");
	key(history, -1);
	atrow(10, "back");
	key(history, -1);
	atrow(3, "back again");
	key(move, +1);  /* a j is a selection too */
	atrow(4, "j");
	expect(list_back() && !list_forward(), "after j: back %d, forward %d, want the newest",
	       list_back(), list_forward());
	key(history, -1);
	atrow(3, "back after j");
	end();
}

/* the file view's git output, fed to its readers as the event loop
 * feeds them once each git has ended: cat-file blob's, then blame's */
static void
feedfview(const char *blob, const char *blame)
{
	buf_add(&fviewpart.proc(0)->obuf, blob, strlen(blob));
	fviewpart.read(0, 1);
	buf_add(&fviewpart.proc(1)->obuf, blame, strlen(blame));
	fviewpart.read(1, 1);
}

/* find in the file view: the file's lines (and blame's author with
 * author:), the line cursor to each hit, match K of M; the commit
 * pane's place is not touched */
static void
test_fviewfind(void)
{
	char ann[1024];
	int top;

	/* lines 1, 2 and 5 by row 1's commit, 3 and 4 by row 2's */
	snprintf(ann, sizeof(ann), "%s 1 1 2\nauthor \xC3\x86var Arnfj\xC3\xB6r\xC3\xB0\n"
	         "author-time 1\nauthor-tz +0000\nsummary one\nfilename a.txt\n"
	         "%s 3 3 2\nauthor A U Thor\nauthor-time 2\nauthor-tz +0000\n"
	         "summary two lines\nfilename a.txt\n%s 5 5 1\nfilename a.txt\n",
	         hexof(1), hexof(2), hexof(1));
	feeddiff(sidediff, sizeof(sidediff) - 1);
	top = pane_top();
	begin("find in the file view: its lines, match K of M, wrapping; the patch stays");
	key(blame, 0);  /* in the list: a.txt */
	feedfview("alpha\nbeta gamma\ndelta\ngamma ray\nepsilon\n", ann);

	findtyped('/', "gamma");
	expect(fview_cursor() == 1, "/gamma: line %d, want 1", fview_cursor());
	statusis("match 1 of 2", 0, "/gamma");
	key(findnext, +1);
	expect(fview_cursor() == 3, "n: line %d, want 3", fview_cursor());
	statusis("match 2 of 2", 0, "n");
	key(findnext, +1);
	expect(fview_cursor() == 1, "n again: line %d, want 1", fview_cursor());
	statusis("match 1 of 2 (search wrapped)", 0, "n again");
	key(findnext, -1);
	expect(fview_cursor() == 3, "N: line %d, want 3", fview_cursor());
	statusis("match 2 of 2 (search wrapped)", 0, "N");
	expect(fview_match(1) && fview_match(3) && !fview_match(0) && !fview_match(2),
	       "the hits marked are not lines 1 and 3");

	findtyped('?', "author:thor");  /* from the cursor's line on, upwards */
	expect(fview_cursor() == 3, "?author:thor: line %d, want 3", fview_cursor());
	statusis("match 2 of 2", 0, "?author:thor");
	key(findnext, +1);  /* n goes the way of ? */
	expect(fview_cursor() == 2, "n after ?: line %d, want 2", fview_cursor());
	findtyped('/', "author:arnfj\xC3\xB6");
	expect(fview_cursor() == 4, "/author:arnfj\xC3\xB6: line %d, want 4", fview_cursor());
	statusis("match 3 of 3", 0, "/author:");
	findtyped('/', "msg:two");
	expect(fview_cursor() == 2, "/msg:two: line %d, want 2", fview_cursor());
	findtyped('/', "zeta");
	expect(fview_cursor() == 2, "/zeta moved the cursor to %d", fview_cursor());
	statusis("nothing in this file matches", 1, "/zeta");
	expect(pane_top() == top, "the commit pane moved from %d to %d", top, pane_top());

	key(widen, 0);
	expect(!fview_on() && core_focus() == PaneList, "Escape: focus %d, want the list's", core_focus());
	setstatus(0, "");
	end();
}

static void
test_find(void)
{
	char info[600], what[64];
	int r, dir, want, wrapped;

	usegraph(mkgraph(NROWS));
	selectrow(20);
	begin("/sha:ab marks the rows whose ids start with ab and goes to the first below");
	findtyped('/', "sha:ab");
	for (r = 0; r < rows(); r++)
		expect(ismatch(graph_commit(load_graph(), r)) == marked(r), "row %d: marked %d, want %d",
		       r, ismatch(graph_commit(load_graph(), r)), marked(r));
	atrow(30, "/ from row 20");
	statusis("", 0, "/ from row 20");
	findinfo(info, sizeof(info));
	expect(strstr(info, "sha:ab: match 3 of 4") != NULL, "the status line has \"%s\"", info);
	end();

	begin("n and N: the next and the previous mark, wrapping with a message");
	key(findnext, +1);
	atrow(47, "n");
	statusis("", 0, "n");
	key(findnext, +1);
	atrow(5, "n on the last mark");
	statusis("search wrapped to the top", 0, "n on the last mark");
	key(findnext, +1);
	atrow(12, "n after wrapping");
	statusis("", 0, "n after wrapping");
	key(findnext, -1);
	atrow(5, "N");
	key(findnext, -1);
	atrow(47, "N on the first mark");
	statusis("search wrapped to the bottom", 0, "N on the first mark");
	end();

	begin("n and N from every row: the nearest mark past it, else the far end");
	for (dir = -1; dir <= 1; dir += 2) {
		for (r = 0; r < rows(); r++) {
			selectrow(r);
			setstatus(0, "");
			key(findnext, dir);
			want = nextmark(r, dir, &wrapped);
			snprintf(what, sizeof(what), "%s from row %d", dir > 0 ? "n" : "N", r);
			atrow(want, what);
			statusis(!wrapped ? "" : dir > 0 ? "search wrapped to the top" :
			         "search wrapped to the bottom", 0, what);
		}
	}
	end();

	begin("?sha:ab finds upwards: n goes up, N down");
	selectrow(20);
	findtyped('?', "sha:ab");
	atrow(12, "? from row 20");
	key(findnext, +1);
	atrow(5, "n");
	key(findnext, +1);
	atrow(47, "n on the first mark");
	statusis("search wrapped to the bottom", 0, "n on the first mark");
	key(findnext, -1);
	atrow(5, "N on the last mark");
	statusis("search wrapped to the top", 0, "N on the last mark");
	end();

	begin("a pattern that nothing matches: said, and the selection stays");
	selectrow(20);
	findtyped('/', "sha:ff");
	atrow(20, "/sha:ff");
	statusis("sha:ff: no commit matches", 1, "/sha:ff");
	setstatus(0, "");
	key(findnext, +1);
	atrow(20, "n");
	statusis("sha:ff: no commit matches", 1, "n");
	end();

	begin("a find that matches after one that did not: its status is no error");
	selectrow(20);
	findtyped('/', "sha:ff");
	statusis("sha:ff: no commit matches", 1, "/sha:ff");
	findtyped('/', "sha:ab");
	expect(selrow() != 20, "/sha:ab did not move from row 20");
	expect(!core_status()->err, "status '%s' is still an error", core_status()->text);
	end();
}

/* the list is filtered, as the status line says */
static int
filtered(void)
{
	char info[600];

	findinfo(info, sizeof(info));
	return strstr(info, " \xC2\xB7 filtered: ") != NULL;
}

static void
test_filter(void)
{
	char info[600], hex[HEXMAX + 1];
	unsigned int i;

	usegraph(mkgraph(NROWS));
	selectrow(12);
	selectrow(20);
	selectrow(30);
	begin("&sha:ab shows the marked commits alone, on the same commit");
	findtyped('&', "sha:ab");
	expect(filtered() && rows() == (int)LEN(markrows), "%d rows, filtered %s",
	       rows(), filtered() ? "yes" : "no");
	for (i = 0; i < LEN(markrows) && (int)i < rows(); i++) {
		hex_encode(graph_id(load_graph(), graph_commit(load_graph(), i)), 20, hex);
		expect(!strcmp(hex, hexof(markrows[i])), "row %u is %s, want row %d's %s", i,
		       hex, markrows[i], hexof(markrows[i]));
	}
	expect(!strcmp(list_selhex(), hexof(30)), "the selection is %s, want %s", list_selhex(),
	       hexof(30));
	findinfo(info, sizeof(info));
	expect(strstr(info, "filtered: sha:ab") != NULL, "the status line has \"%s\"", info);
	end();

	begin("back skips the commits the filter hides");
	key(history, -1);  /* row 20 is hidden */
	expect(!strcmp(list_selhex(), hexof(12)), "back: %s, want row 12's %s", list_selhex(),
	       hexof(12));
	key(history, -1);  /* row 0 is hidden, and nothing is before it */
	expect(!strcmp(list_selhex(), hexof(12)), "back again: %s, want row 12's", list_selhex());
	end();

	begin("& with no pattern shows all again, on the same commit");
	findtyped('&', "");
	expect(!filtered() && rows() == NROWS, "%d rows, filtered %s", rows(),
	       filtered() ? "yes" : "no");
	atrow(12, "unfiltered");
	key(history, -1);
	atrow(0, "back, unfiltered");
	end();
}

/* the first line of the commit pane, as a string */
static const char *
firstline(void)
{
	static char out[256];
	const char *b;
	const struct Line *l = tline(0, &b);

	snprintf(out, sizeof(out), "%.*s", (int)l->len, b + l->off);
	return out;
}

static void
test_mark(void)
{
	char want[64];

	usegraph(mkgraph(NROWS));
	begin("m marks the selection, d compares the mark with it, Escape goes back");
	key(compare, ViewCompare);
	statusis("no mark: m marks the selected commit", 1, "d with no mark");
	expect(list_view() == ViewPatch && markedcommit() == -1, "d with no mark: view %d, mark %d",
	       list_view(), markedcommit());
	selectrow(9);
	key(mark, 0);
	expect(markedcommit() == graph_commit(load_graph(), 9), "the mark is commit %d, want row 9's %d",
	       markedcommit(), graph_commit(load_graph(), 9));
	selectrow(4);
	key(compare, ViewCompare);
	snprintf(want, sizeof(want), "diff %.7s..%.7s", hexof(9), hexof(4));
	expect(list_view() == ViewCompare && !strcmp(firstline(), want),
	       "d: first line \"%s\", want \"%s\"", firstline(), want);
	expect(text_msg()->n == 0 && text_bodywant() == -1, "d: a message is shown or asked for");
	key(move, +1);
	snprintf(want, sizeof(want), "diff %.7s..%.7s", hexof(9), hexof(5));
	expect(list_view() == ViewCompare && !strcmp(firstline(), want),
	       "j: first line \"%s\", want \"%s\"", firstline(), want);
	key(compare, ViewRange);
	snprintf(want, sizeof(want), "range-diff %.7s...%.7s", hexof(9), hexof(5));
	expect(list_view() == ViewRange && !strcmp(firstline(), want),
	       "R: first line \"%s\", want \"%s\"", firstline(), want);
	key(widen, 0);
	snprintf(want, sizeof(want), "commit %s", hexof(5));
	expect(list_view() == ViewPatch && !strcmp(firstline(), want),
	       "Escape: first line \"%s\", want \"%s\"", firstline(), want);
	end();

	begin("m on the marked commit clears the mark, and the compare with it");
	key(compare, ViewCompare);
	selectrow(9);
	key(mark, 0);
	expect(markedcommit() == -1 && list_view() == ViewPatch,
	       "m on the mark: mark %d, view %d", markedcommit(), list_view());
	statusis("mark cleared", 0, "m on the mark");
	selectrow(2);
	key(mark, 0);
	selectrow(3);
	key(mark, 0);
	expect(markedcommit() == graph_commit(load_graph(), 3), "a second m: the mark is commit %d, want row 3's",
	       markedcommit());
	key(mark, 0);
	end();
}

/* the graph with local changes of the kinds given, HEAD at row head
 * (-1: a commit not listed) */
static void
uselocal(int unstaged, int staged, int head)
{
	usegraph_local(mkgraph(NROWS), unstaged, staged, head >= 0 ? hexof(head) :
	               "0123456789012345678901234567890123456789");
}

static void
test_local(void)
{
	int r, bad = 0;

	snprintf(winstub.primary, sizeof(winstub.primary), "before");
	uselocal(1, 1, 0);
	begin("the local changes rows come just above HEAD's: unstaged, then staged");
	expect(rows() == NROWS + 2, "%d rows, want %d", rows(), NROWS + 2);
	expect(rowlocal(0) == LocalUnstaged && rowlocal(1) == LocalStaged && rowlocal(2) == -1,
	       "rows 0, 1, 2 are local kinds %d %d %d", rowlocal(0), rowlocal(1), rowlocal(2));
	for (r = 2; r < rows(); r++)
		bad += rowcommit(r) != graph_commit(load_graph(), r - 2) ||
		    commitrow(rowcommit(r)) != r || graphrow(r) != r - 2;
	expect(bad == 0, "%d rows below the local ones map wrongly to the graph's", bad);
	expect(rowcommit(0) == -1 && graphrow(0) == 0 && graphrow(1) == 0,
	       "a local row's commit %d, lanes of graph row %d", rowcommit(0), graphrow(0));
	end();

	begin("a local row selected: its title, its patch, PRIMARY left as it was");
	expect(selrow() == 0 && list_sel() == -1 && list_local() == LocalUnstaged,
	       "after loading: row %d, commit %d, local %d", selrow(), list_sel(), list_local());
	expect(!strcmp(winstub.primary, "before"), "PRIMARY \"%s\", want it left as it was",
	       winstub.primary);
	expect(!strcmp(winstub.title, "gitview: unit: Local changes not in the index"),
	       "title \"%s\"", winstub.title);
	expect(!strcmp(firstline(), "Local changes not in the index") && diffwanted(),
	       "first line \"%s\", or its diff not to start", firstline());
	key(move, +1);
	expect(selrow() == 1 && list_local() == LocalStaged && !strcmp(firstline(), "Local changes in the index"),
	       "j: row %d, local %d, \"%s\"", selrow(), list_local(), firstline());
	key(mark, 0);
	expect(markedcommit() == -1, "m on a local row marks commit %d", markedcommit());
	key(move, +1);
	expect(selrow() == 2 && list_sel() == graph_commit(load_graph(), 0), "j to HEAD: row %d, commit %d",
	       selrow(), list_sel());
	expect(!strcmp(winstub.primary, hexof(0)), "PRIMARY \"%s\", want HEAD's", winstub.primary);
	key(move, -1);
	expect(selrow() == 1 && list_local() == LocalStaged && list_sel() == -1, "k from HEAD: row %d", selrow());
	end();

	begin("HEAD further down: the rows above it keep their places");
	uselocal(0, 1, 5);
	expect(rows() == NROWS + 1 && rowlocal(5) == LocalStaged && rowcommit(4) == graph_commit(load_graph(), 4) &&
	       rowcommit(6) == graph_commit(load_graph(), 5), "rows %d; row 5 local %d", rows(), rowlocal(5));
	atrow(0, "after loading");
	selectrow(6);
	expect(list_sel() == graph_commit(load_graph(), 5) && !strcmp(winstub.primary, hexof(5)),
	       "row 6 is HEAD: commit %d", list_sel());
	end();

	begin("no local rows without changes, or without HEAD in the view");
	uselocal(0, 0, 0);
	expect(rows() == NROWS && rowlocal(0) == -1, "no changes: %d rows", rows());
	uselocal(1, 1, -1);
	expect(rows() == NROWS && rowlocal(0) == -1, "HEAD not listed: %d rows", rows());
	end();
	usegraph_local(mkgraph(NROWS), 0, 0, "");
}

/* the status line's left part is want */
static void
infois(const char *want, const char *what)
{
	char have[1400];

	statusinfo(have, sizeof(have));
	expect(!strcmp(have, want), "%s: \"%s\", want \"%s\"", what, have, want);
}

static void
test_statusline(void)
{
	begin("the status line counts what is listed: one commit, and local rows beside commits");
	usegraph(mkgraph(1));
	infois("1 commit", "one commit");
	usegraph(mkgraph(NROWS));
	infois("60 commits", "sixty");
	uselocal(1, 0, 0);
	infois("60 commits and 1 row of local changes", "a local row");
	expect(rows() == NROWS + 1, "%d rows, as the position counts them", rows());
	uselocal(1, 1, 0);
	infois("60 commits and 2 rows of local changes", "two local rows");
	usegraph_local(mkgraph(NROWS), 0, 0, "");
	end();

	begin("one match, in the status line");
	usegraph(mkgraph(NROWS));
	findtyped('/', "sha:5c06");
	atrow(6, "sha:5c06 found");
	infois("60 commits \xC2\xB7 sha:5c06: match 1 of 1", "on the match");
	key(move, +1);
	infois("60 commits \xC2\xB7 sha:5c06: 1 match", "past it");
	end();

	begin("a red message goes with the next action; one not red stays");
	usegraph(mkgraph(NROWS));
	key(compare, ViewCompare);
	statusis("no mark: m marks the selected commit", 1, "d without a mark");
	core_act();
	key(move, +1);
	statusis("", 0, "j after it");
	key(mark, 0);
	core_act();
	key(move, +1);
	expect(!strncmp(core_status()->text, "marked ", 7) && !core_status()->err, "j after m: \"%s\"",
	       core_status()->text);
	core_act();
	key(compare, ViewCompare);  /* marked: it works */
	expect(core_status()->err == 0, "d with a mark: \"%s\" in red", core_status()->text);
	selectcommit(markedcommit());  /* no mark, no compare, for the tests after */
	key(mark, 0);
	end();
}

static void
test_nocommits(void)
{
	Graph *g = graph_new(20, 0, nlanecolors);

	graph_done(g);
	usegraph(g);
	begin("with no commits the list's keys do nothing");
	key(move, +1);
	key(page, +1);
	key(jump, 1);
	key(scroll, +1);
	key(history, -1);
	findtyped('/', "sha:ab");
	key(findnext, +1);
	expect(list_sel() == -1 && list_top() == 0, "selection %d, top %d", list_sel(), list_top());
	end();
}

static void
test_goto_edit(void)
{
	begin("goto: typing, the cursor left and right, Home and End");
	setfield("");
	key(gotofocus, 0);
	expect(core_focus() == PaneGoto && !goto_edit()->all, "focus %d, all %d", core_focus(), goto_edit()->all);
	typein(gotokey, "main");
	fieldis("main|", "typed");
	press(EdLeft);
	press(EdLeft);
	fieldis("ma|in", "Left twice");
	typein(gotokey, "X");
	fieldis("maX|in", "typed in the middle");
	press(EdHome);
	fieldis("|maXin", "Home");
	press(EdLeft);
	fieldis("|maXin", "Left at the start");
	press(EdRight);
	fieldis("m|aXin", "Right");
	press(EdEnd);
	fieldis("maXin|", "End");
	press(EdRight);
	fieldis("maXin|", "Right at the end");
	end();

	begin("goto: Backspace and Delete take a character, a UTF-8 one whole");
	setfield("");
	typein(gotokey, "v\xC3\xA9x");
	press(EdLeft);
	fieldis("v\xC3\xA9|x", "Left over x");
	press(EdLeft);
	fieldis("v|\xC3\xA9x", "Left over \xC3\xA9");
	press(EdDelete);
	fieldis("v|x", "Delete");
	typein(gotokey, "\xC3\xA9");
	press(EdBackspace);
	fieldis("v|x", "Backspace");
	press(EdBackspace);
	fieldis("|x", "Backspace to the start");
	press(EdBackspace);
	fieldis("|x", "Backspace at the start");
	press(EdEnd);
	press(EdDelete);
	fieldis("x|", "Delete at the end");
	press(EdBackspace);
	fieldis("|", "Backspace to empty");
	end();

	begin("goto: Ctrl-U kills to the start, Ctrl-W the word before the cursor");
	typein(gotokey, "HEAD~2 foo  bar");
	press(EdKillWord);
	fieldis("HEAD~2 foo  |", "Ctrl-W after a word");
	press(EdKillWord);
	fieldis("HEAD~2 |", "Ctrl-W after spaces: they and the word go");
	press(EdKillWord);
	fieldis("|", "Ctrl-W on the first word");
	typein(gotokey, "abc def");
	press(EdLeft);
	fieldis("abc de|f", "Left");
	press(EdKillWord);
	fieldis("abc |f", "Ctrl-W in a word: the part before the cursor");
	press(EdKillStart);
	fieldis("|f", "Ctrl-U");
	press(EdKillStart);
	fieldis("|f", "Ctrl-U at the start");
	end();

	begin("goto: focused with text it is all selected; typing replaces it, a move keeps it");
	setfield("v1.0");
	key(gotofocus, 0);
	expect(goto_edit()->all, "v1.0 not selected on focus");
	fieldis("v1.0|", "focused");
	typein(gotokey, "main");
	fieldis("main|", "typed over the selection");
	expect(!goto_edit()->all, "still selected after typing");
	key(gotofocus, 0);
	press(EdLeft);
	fieldis("mai|n", "Left on the selection");
	expect(!goto_edit()->all, "still selected after Left");
	typein(gotokey, "X");
	fieldis("maiX|n", "typed after Left");
	key(gotofocus, 0);
	press(EdBackspace);
	fieldis("|", "Backspace on the selection");
	setfield("a b");
	key(gotofocus, 0);
	press(EdKillWord);
	fieldis("|", "Ctrl-W on the selection");
	setfield("a b");
	key(gotofocus, 0);
	press(EdDelete);
	fieldis("|", "Delete on the selection");
	end();

	begin("goto: a paste asks the window for PRIMARY and puts it at the cursor, one line");
	setfield("");
	typein(gotokey, "main");
	press(EdLeft);
	press(EdLeft);
	winstub.npaste = 0;
	press(EdPaste);
	expect(winstub.npaste == 1, "win_paste called %d times", winstub.npaste);
	fieldis("ma|in", "before PRIMARY comes");
	edit_paste("\tX\nY\177", 5);
	fieldis("maXY|in", "pasted, controls dropped");
	key(gotofocus, 0);
	press(EdPaste);
	edit_paste("v2", 2);
	fieldis("v2|", "pasted over the selection");
	end();

	begin("goto: the field holds 511 bytes");
	setfield("");
	{
		char big[600];

		memset(big, 'a', sizeof(big) - 1);
		big[sizeof(big) - 1] = '\0';
		edit_paste(big, sizeof(big) - 1);
	}
	expect(goto_edit()->len == sizeof(goto_edit()->buf) - 1 && goto_edit()->cur == goto_edit()->len &&
	       goto_edit()->buf[goto_edit()->len] == '\0', "len %zu cur %zu", goto_edit()->len, goto_edit()->cur);
	typein(gotokey, "b");
	expect(goto_edit()->len == sizeof(goto_edit()->buf) - 1 && !strchr(goto_edit()->buf, 'b'),
	       "typed into a full field: len %zu", goto_edit()->len);
	end();

	begin("goto: Escape and Tab give the keys back to the list; Enter runs git");
	setfield("main");
	key(gotofocus, 0);
	press(EdCancel);
	expect(core_focus() == PaneList && !strcmp(goto_edit()->buf, "main"), "Escape: focus %d, \"%s\"",
	       core_focus(), goto_edit()->buf);
	key(gotofocus, 0);
	press(EdTab);
	expect(core_focus() == PaneList, "Tab: focus %d", core_focus());
	key(gotofocus, 0);
	setstatus(0, "");
	press(EdEnter);
	expect(core_focus() == PaneList, "Enter: focus %d", core_focus());
	statusis("cannot run git", 1, "Enter with no git");
	end();
}

/* the window the core is shown in, as x.c's layout() sets it up for a
 * 1000x700 window with a 16-pixel row (see above): the rows that fit,
 * and the rectangles the core still reads until the window's layout
 * moves out of it */
static void
window(void)
{
	lay.w = WINW, lay.h = WINH, lay.rowh = ROWH, lay.charw = WINSTUBCHARW, lay.px = 1;
	lay.gotobar = (Rect){ 0, 0, WINW, ROWH + 2 };
	lay.list = (Rect){ 0, ROWH + 2, WINW, LISTH };
	lay.text = (Rect){ 0, ROWH + 2 + LISTH + 1, TEXTW, TEXTROWS * ROWH + 14 };
	lay.files = (Rect){ TEXTW + 1, lay.text.y, WINW - TEXTW - 1, lay.text.h };
	lay.half[0] = (Rect){ 0, lay.text.y, TEXTW / 2 - 1, lay.text.h };
	lay.half[1] = (Rect){ TEXTW / 2, lay.text.y, TEXTW / 2, lay.text.h };
	lay.listrows = LISTROWS;
	lay.textrows = TEXTROWS;
	lay.filerows = FILEROWS;
}

void
unit_core(void)
{
	char *path = getenv("PATH") ? estrdup(getenv("PATH")) : NULL;
	unsigned int i;
	int k;
	Proc *p;

	setenv("PATH", "/nonexistent/gitview-unit", 1);  /* no git */
	/* what core_start inits, but for finding the repository and starting
	 * git: the processes of the parts, then their state, as on a reset */
	for (i = 0; i < LEN(parts); i++)
		for (k = 0; parts[i]->proc && (p = parts[i]->proc(k)); k++)
			pipe_init(p);
	core_request(ReqReset, 0);
	window();

	test_layout();
	test_select();
	test_move();
	test_page();
	test_textpane();
	test_sidebyside();
	test_history();
	test_find();
	test_fviewfind();
	test_filter();
	test_nocommits();
	test_goto_edit();
	test_mark();
	test_local();
	test_statusline();

	core_free();
	if (path)
		setenv("PATH", path, 1);
	else
		unsetenv("PATH");
	free(path);
}
