/* See LICENSE file for copyright and license details.
 *
 * tests/unit/core.c: the fixture of the core's tests (the dispatcher
 * gitview.c and its parts, without X), shared through core.h: the core
 * is driven as x.c's keys[] drive it, and its window is
 * tests/unit/winstub.c. The graph is built here from made-up ids, so
 * every row is known, and shown as a load shows it (load_test); git is
 * kept off PATH, so what the core would spawn (cat-file, rev-parse,
 * diff-tree) fails at once and says so, as it does where there is no
 * git, and what git would print is fed to the parts' readers as the
 * event loop feeds them. State is read through the parts' headers. The
 * tests are in the file of the part they test; start reading
 * unit_core() at the end.
 */
#include <sys/types.h>

#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "hunk.h"
#include "util.h"
#include "core.h"
#include "taste.h"
#include "usercmd.h"
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
#include "coretest.h"

/* the parts, as the dispatcher lists them: their git is started by
 * gitview_start, which the tests do not call */
static const Part *const parts[] = {
	&loadpart, &catpart, &listpart, &textpart, &patchpart, &panepart,
	&blamepart, &fviewpart, &findpart
};

/* rows whose ids start with ab, which sha:ab finds; in order */
const int markrows[4] = { 5, 12, 30, 47 };

int
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

const char *
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
Graph *
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
void
drawn_all(void)
{
	int rows[2];

	core_drawn(rows);
}

/* g as a new view once loaded, with local changes of the kinds given
 * and HEAD at head ("": not known): no find, no history, its first row
 * selected as after loading */
void
usegraph_local(Graph *g, int unstaged, int staged, const char *head)
{
	list_test(unstaged, staged);
	load_test("unit", g, head);
	core_setfocus(PaneList);
	core_setstatus(0, "");  /* cat-file cannot start: that is said */
	drawn_all();
}

void
usegraph(Graph *g)
{
	usegraph_local(g, 0, 0, "");
}

/* the graph with local changes of the kinds given, HEAD at row head
 * (-1: a commit not listed) */
void
uselocal(int unstaged, int staged, int head)
{
	usegraph_local(mkgraph(NROWS), unstaged, staged, head >= 0 ? hexof(head) :
	               "0123456789012345678901234567890123456789");
}

/* a key of keys[]: its function and argument */
void
key(void (*func)(const Arg *), int i)
{
	Arg a;

	a.i = i;
	func(&a);
}

/* text typed a character at a time, as x.c hands it over */
void
typein(void (*edkey)(int, const char *, int), const char *s)
{
	size_t i, n;

	for (i = 0; s[i]; i += n) {
		for (n = 1; ((unsigned char)s[i + n] & 0xC0) == 0x80; n++)
			;
		edkey(EdText, s + i, n);
	}
}

/* the selection is row r, its commit, and on screen */
void
atrow(int r, const char *what)
{
	int s = list_selrow();

	expect(s == r && list_sel() == graph_commit(load_graph(), r),
	       "%s: row %d (commit %d), want row %d (commit %d)", what, s,
	       list_sel(), r, graph_commit(load_graph(), r));
	expect(s >= list_top() && s < list_top() + core_layout()->listrows,
	       "%s: row %d is off screen, rows %d to %d shown", what, s,
	       list_top(), list_top() + core_layout()->listrows - 1);
}

void
statusis(const char *want, int err, const char *what)
{
	const StatusLine *st = core_status();

	expect(!strcmp(st->text, want) && st->err == err,
	       "%s: the status says \"%s\" (err %d), want \"%s\" (err %d)", what,
	       st->text, st->err, want, err);
}

void
findtyped(int kind, const char *pattern)
{
	key(find_ask, kind);
	typein(find_promptkey, pattern);
	find_promptkey(EdEnter, "\r", 1);
}

/* git's output fed to the patch's reader as the event loop feeds it;
 * the selection's timer has started the diff first (git is not there:
 * that is said) */
void
feeddiff(const char *out, size_t n)
{
	Proc *p = patchpart.proc(0);

	patch_difftimeout(util_nowms() + 60000);
	pipe_bufadd(&p->obuf, out, n);
	patchpart.read(0, 0);
}

/* the selection's patch is to run: its timer starts it */
int
diffwanted(void)
{
	return patch_difftimeout(util_nowms() + 60000) == 0;
}

/* what git diff-tree -p --raw -z prints for the selection: the raw
 * part, a NUL, the patch */
const char sidediff[] =
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
const size_t sidediffn = sizeof(sidediff) - 1;

/* the first line of the commit pane, as a string */
const char *
firstline(void)
{
	static char out[256];
	const char *b;
	const struct Line *l = pane_tline(0, &b);

	snprintf(out, sizeof(out), "%.*s", (int)l->len, b + l->off);
	return out;
}

/* the window the core is shown in, as panes.c's layout tells it of a
 * 1000x700 window with a 16-pixel row (core.h): what fits */
static void
window(void)
{
	Layout fit = { LISTROWS, TEXTROWS, FILEROWS, TEXTW / CHARW, (TEXTW / 2 - 1) / CHARW,
	               (TEXTW - CHARW / 2 - 5) / CHARW, 1 << PaneText | 1 << PaneFiles | 1 << PaneGoto };

	core_fit(&fit);
}

void
unit_core(void)
{
	char *path = getenv("PATH") ? estrdup(getenv("PATH")) : NULL;
	unsigned int i;
	int k;
	Proc *p;

	setenv("PATH", "/nonexistent/gitview-unit", 1);  /* no git */
	/* what gitview_start inits, but for finding the repository and starting
	 * git: the processes of the parts, then their state, as on a reset */
	for (i = 0; i < LEN(parts); i++)
		for (k = 0; parts[i]->proc && (p = parts[i]->proc(k)); k++)
			pipe_init(p);
	core_setparts(parts, LEN(parts));
	core_event(&(Event){ .kind = EvReset });
	window();

	unit_gitview();
	unit_load();
	unit_list();
	unit_pane();
	unit_find();
	unit_goto();

	gitview_free();
	if (path)
		setenv("PATH", path, 1);
	else
		unsetenv("PATH");
	free(path);
}
