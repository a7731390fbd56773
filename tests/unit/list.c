/* See LICENSE file for copyright and license details.
 *
 * tests/unit/list.c: the list (list.c): the selection and what it owns,
 * j and k, pages, Home and End, the wheel, back and forward, the mark
 * and the compare with it, the local changes rows, a list with no
 * commits. The fixture is tests/unit/core.c.
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

static void
test_select(void)
{
	char title[64], hex[HEXMAX + 1];
	const char *b;
	const struct Line *l;
	int i, n, nparent = 0, nchild = 0, r;

	usegraph(mkgraph(NROWS));
	begin("the graph keeps the rows as fed; commits are numbered apart from rows");
	expect(list_rows() == NROWS, "%d rows", list_rows());
	for (r = 0; r < list_rows(); r++) {
		hex_encode(graph_id(load_graph(), graph_commit(load_graph(), r)), 20, hex);
		expect(!strcmp(hex, hexof(r)), "row %d is %s, want %s", r, hex, hexof(r));
	}
	for (r = 0, n = 0; r < list_rows(); r++)
		n += graph_commit(load_graph(), r) != r;
	expect(n > 0, "every commit's number is its row: rows and commits not told apart");
	end();

	begin("selecting a commit: PRIMARY owns its id, the title names it, the list follows");
	atrow(0, "after loading");
	expect(!strcmp(winstub.primary, hexof(0)), "PRIMARY \"%s\", want row 0's %s",
	       winstub.primary, hexof(0));
	list_selectrow(30);
	atrow(30, "selectrow(30)");
	expect(!strcmp(list_selhex(), hexof(30)), "selhex %s, want %s", list_selhex(), hexof(30));
	expect(!strcmp(winstub.primary, hexof(30)), "PRIMARY \"%s\", want row 30's %s",
	       winstub.primary, hexof(30));
	snprintf(title, sizeof(title), "gitview: unit: %.7s", hexof(30));
	expect(!strcmp(winstub.title, title), "title \"%s\", want \"%s\"", winstub.title, title);
	key(list_copy, 0);
	expect(!strcmp(winstub.clipboard, hexof(30)), "y: CLIPBOARD \"%s\", want %s",
	       winstub.clipboard, hexof(30));
	list_selectrow(-5);
	atrow(0, "selectrow(-5)");
	list_selectrow(NROWS + 5);
	atrow(NROWS - 1, "selectrow past the end");
	end();

	begin("the commit pane's header: the commit, its parents and children as links");
	list_selectrow(6);  /* a parent of rows 5 and 3 (a merge) */
	list_selectrow(3);  /* a merge of rows 4 and 6, the child of row 2 */
	l = pane_tline(0, &b);
	expect(l->len == 7 + 40 && !memcmp(b + l->off, "commit ", 7) &&
	       !memcmp(b + l->off + 7, hexof(3), 40), "first line \"%s\"",
	       show(b + l->off, l->len));
	for (i = 0; i < text_hdr()->n; i++) {
		l = pane_tline(i, &b);
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
	key(gitview_golink, 0);  /* Return: the first link shown */
	core_setfocus(PaneList);
	atrow(4, "Return in the commit pane");
	list_selectrow(6);
	for (i = nchild = 0; i < text_hdr()->n; i++) {
		l = pane_tline(i, &b);
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
	key(list_move, -1);
	atrow(0, "k on the first row");
	key(list_move, +1);
	atrow(1, "j");
	key(list_move, -1);
	atrow(0, "k");
	for (i = 0; i < LISTROWS - 1; i++)
		key(list_move, +1);
	atrow(LISTROWS - 1, "j to the last row shown");
	expect(list_top() == 0, "the list scrolled to %d before it had to", list_top());
	key(list_move, +1);
	atrow(LISTROWS, "j past the last row shown");
	expect(list_top() == 1, "j past the screen: top %d, want 1", list_top());
	for (i = 0; i < NROWS; i++)
		key(list_move, +1);
	atrow(NROWS - 1, "j past the end");
	expect(list_top() == NROWS - LISTROWS, "top %d at the end, want %d", list_top(),
	       NROWS - LISTROWS);
	for (i = 0; i < LISTROWS; i++)
		key(list_move, -1);
	atrow(NROWS - 1 - LISTROWS, "k past the first row shown");
	expect(list_top() == NROWS - 1 - LISTROWS, "top %d", list_top());
	end();

	begin("j on screen redraws the two rows, not the list");
	list_selectrow(2);
	list_settop(0);
	drawn_all();
	key(list_move, +1);
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
		key(list_page, t[i].dir);
		snprintf(what, sizeof(what), "page %u (%s)", i + 1, t[i].dir > 0 ? "down" : "up");
		atrow(t[i].row, what);
		expect(list_top() == t[i].top, "%s: top %d, want %d", what, list_top(), t[i].top);
	}
	end();

	begin("Home and End: the first and the last row");
	list_selectrow(20);
	key(list_edge, 1);
	atrow(NROWS - 1, "End");
	expect(list_top() == NROWS - LISTROWS, "End: top %d", list_top());
	key(list_edge, 0);
	atrow(0, "Home");
	expect(list_top() == 0, "Home: top %d", list_top());
	end();

	begin("the wheel scrolls the list by wheelrows, not the selection");
	list_selectrow(1);
	key(list_scroll, +1);
	expect(list_top() == wheelrows, "a step down: top %d, want %d", list_top(), wheelrows);
	for (i = 0; i < NROWS; i++)
		key(list_scroll, +1);
	expect(list_top() == NROWS - LISTROWS, "the bottom: top %d, want %d", list_top(),
	       NROWS - LISTROWS);
	for (i = 0; i < NROWS; i++)
		key(list_scroll, -1);
	expect(list_top() == 0, "the top: top %d", list_top());
	expect(list_selrow() == 1, "the wheel moved the selection to row %d", list_selrow());
	end();
}

static void
test_history(void)
{
	usegraph(mkgraph(NROWS));
	begin("back and forward: through the selections made, oldest first");
	list_selectrow(3);
	list_selectrow(10);
	list_selectrow(20);
	expect(list_back() && !list_forward(), "4 selections, at the newest: back %d, forward %d",
	       list_back(), list_forward());
	key(list_history, -1);
	atrow(10, "back");
	key(list_history, -1);
	atrow(3, "back twice");
	key(list_history, -1);
	atrow(0, "back to the first");
	key(list_history, -1);
	atrow(0, "back before the first");
	expect(!list_back() && list_forward(), "going back changed the history: back %d, forward %d",
	       list_back(), list_forward());
	key(list_history, +1);
	atrow(3, "forward");
	key(list_history, +1);
	atrow(10, "forward twice");
	end();

	begin("a new selection after going back drops what was ahead");
	list_selectrow(30);  /* 20 was ahead */
	expect(list_back() && !list_forward(), "back %d, forward %d, want the newest",
	       list_back(), list_forward());
	key(list_history, +1);
	atrow(30, "forward at the newest");
	key(list_history, -1);
	atrow(10, "back");
	key(list_history, -1);
	atrow(3, "back again");
	key(list_move, +1);  /* a j is a selection too */
	atrow(4, "j");
	expect(list_back() && !list_forward(), "after j: back %d, forward %d, want the newest",
	       list_back(), list_forward());
	key(list_history, -1);
	atrow(3, "back after j");
	end();
}

static void
test_nocommits(void)
{
	Graph *g = graph_new(20, 0, nlanecolors);

	graph_done(g);
	usegraph(g);
	begin("with no commits the list's keys do nothing");
	key(list_move, +1);
	key(list_page, +1);
	key(list_edge, 1);
	key(list_scroll, +1);
	key(list_history, -1);
	findtyped('/', "sha:ab");
	key(find_next, +1);
	expect(list_sel() == -1 && list_top() == 0, "selection %d, top %d", list_sel(), list_top());
	end();
}

static void
test_mark(void)
{
	char want[64];

	usegraph(mkgraph(NROWS));
	begin("m marks the selection, d compares the mark with it, Escape goes back");
	key(list_compare, ViewCompare);
	statusis("no mark: m marks the selected commit", 1, "d with no mark");
	expect(list_view() == ViewPatch && list_marked() == -1, "d with no mark: view %d, mark %d",
	       list_view(), list_marked());
	list_selectrow(9);
	key(list_mark, 0);
	expect(list_marked() == graph_commit(load_graph(), 9), "the mark is commit %d, want row 9's %d",
	       list_marked(), graph_commit(load_graph(), 9));
	list_selectrow(4);
	key(list_compare, ViewCompare);
	snprintf(want, sizeof(want), "diff %.7s..%.7s", hexof(9), hexof(4));
	expect(list_view() == ViewCompare && !strcmp(firstline(), want),
	       "d: first line \"%s\", want \"%s\"", firstline(), want);
	expect(text_msg()->n == 0 && text_bodywant() == -1, "d: a message is shown or asked for");
	key(list_move, +1);
	snprintf(want, sizeof(want), "diff %.7s..%.7s", hexof(9), hexof(5));
	expect(list_view() == ViewCompare && !strcmp(firstline(), want),
	       "j: first line \"%s\", want \"%s\"", firstline(), want);
	key(list_compare, ViewRange);
	snprintf(want, sizeof(want), "range-diff %.7s...%.7s", hexof(9), hexof(5));
	expect(list_view() == ViewRange && !strcmp(firstline(), want),
	       "R: first line \"%s\", want \"%s\"", firstline(), want);
	key(gitview_widen, 0);
	snprintf(want, sizeof(want), "commit %s", hexof(5));
	expect(list_view() == ViewPatch && !strcmp(firstline(), want),
	       "Escape: first line \"%s\", want \"%s\"", firstline(), want);
	end();

	begin("m on the marked commit clears the mark, and the compare with it");
	key(list_compare, ViewCompare);
	list_selectrow(9);
	key(list_mark, 0);
	expect(list_marked() == -1 && list_view() == ViewPatch,
	       "m on the mark: mark %d, view %d", list_marked(), list_view());
	statusis("mark cleared", 0, "m on the mark");
	list_selectrow(2);
	key(list_mark, 0);
	list_selectrow(3);
	key(list_mark, 0);
	expect(list_marked() == graph_commit(load_graph(), 3), "a second m: the mark is commit %d, want row 3's",
	       list_marked());
	key(list_mark, 0);
	end();
}

static void
test_local(void)
{
	int r, bad = 0;

	snprintf(winstub.primary, sizeof(winstub.primary), "before");
	uselocal(1, 1, 0);
	begin("the local changes rows come just above HEAD's: unstaged, then staged");
	expect(list_rows() == NROWS + 2, "%d rows, want %d", list_rows(), NROWS + 2);
	expect(list_rowlocal(0) == LocalUnstaged && list_rowlocal(1) == LocalStaged && list_rowlocal(2) == -1,
	       "rows 0, 1, 2 are local kinds %d %d %d", list_rowlocal(0), list_rowlocal(1), list_rowlocal(2));
	for (r = 2; r < list_rows(); r++)
		bad += list_rowcommit(r) != graph_commit(load_graph(), r - 2) ||
		    list_commitrow(list_rowcommit(r)) != r || list_graphrow(r) != r - 2;
	expect(bad == 0, "%d rows below the local ones map wrongly to the graph's", bad);
	expect(list_rowcommit(0) == -1 && list_graphrow(0) == 0 && list_graphrow(1) == 0,
	       "a local row's commit %d, lanes of graph row %d", list_rowcommit(0), list_graphrow(0));
	end();

	begin("a local row selected: its title, its patch, PRIMARY left as it was");
	expect(list_selrow() == 0 && list_sel() == -1 && list_local() == LocalUnstaged,
	       "after loading: row %d, commit %d, local %d", list_selrow(), list_sel(), list_local());
	expect(!strcmp(winstub.primary, "before"), "PRIMARY \"%s\", want it left as it was",
	       winstub.primary);
	expect(!strcmp(winstub.title, "gitview: unit: Local changes not in the index"),
	       "title \"%s\"", winstub.title);
	expect(!strcmp(firstline(), "Local changes not in the index") && diffwanted(),
	       "first line \"%s\", or its diff not to start", firstline());
	key(list_move, +1);
	expect(list_selrow() == 1 && list_local() == LocalStaged && !strcmp(firstline(), "Local changes in the index"),
	       "j: row %d, local %d, \"%s\"", list_selrow(), list_local(), firstline());
	key(list_mark, 0);
	expect(list_marked() == -1, "m on a local row marks commit %d", list_marked());
	key(list_move, +1);
	expect(list_selrow() == 2 && list_sel() == graph_commit(load_graph(), 0), "j to HEAD: row %d, commit %d",
	       list_selrow(), list_sel());
	expect(!strcmp(winstub.primary, hexof(0)), "PRIMARY \"%s\", want HEAD's", winstub.primary);
	key(list_move, -1);
	expect(list_selrow() == 1 && list_local() == LocalStaged && list_sel() == -1, "k from HEAD: row %d", list_selrow());
	end();

	begin("HEAD further down: the rows above it keep their places");
	uselocal(0, 1, 5);
	expect(list_rows() == NROWS + 1 && list_rowlocal(5) == LocalStaged && list_rowcommit(4) == graph_commit(load_graph(), 4) &&
	       list_rowcommit(6) == graph_commit(load_graph(), 5), "rows %d; row 5 local %d", list_rows(), list_rowlocal(5));
	expect(list_selrow() == 6 && list_sel() == graph_commit(load_graph(), 5) &&
	       !strcmp(winstub.primary, hexof(5)),
	       "after loading, the start's selection is HEAD's row 6: row %d, commit %d", list_selrow(), list_sel());
	end();

	begin("no local rows without changes, or without HEAD in the view");
	uselocal(0, 0, 0);
	expect(list_rows() == NROWS && list_rowlocal(0) == -1, "no changes: %d rows", list_rows());
	uselocal(1, 1, -1);
	expect(list_rows() == NROWS && list_rowlocal(0) == -1, "HEAD not listed: %d rows", list_rows());
	end();
	usegraph_local(mkgraph(NROWS), 0, 0, "");
}

/* the start on HEAD: the list at its top when HEAD is on the first
 * screen, else HEAD in its middle; a --boundary HEAD is not the start's */
static void
test_start(void)
{
	unsigned char id[20], par[20];
	Graph *g;
	int r, far = NROWS - 15;

	begin("the start on HEAD: the list at its top, or HEAD in its middle");
	uselocal(0, 0, LISTROWS - 1);
	expect(list_selrow() == LISTROWS - 1 && list_top() == 0, "HEAD on the first screen: row %d, top %d",
	       list_selrow(), list_top());
	uselocal(0, 0, far);
	expect(list_selrow() == far && list_top() == far - LISTROWS / 2 && !strcmp(winstub.primary, hexof(far)),
	       "HEAD at row %d: row %d selected, top %d, want %d", far, list_selrow(), list_top(), far - LISTROWS / 2);
	end();

	begin("HEAD a --boundary commit (outside the range): the first row at start");
	g = graph_new(20, 0, nlanecolors);
	for (r = 0; r < 4; r++) {
		hex_decode(hexof(r), 20, id);
		hex_decode(hexof(r + 1), 20, par);
		graph_add(g, id, par, r < 3, r == 3 ? GraphBoundary : 0);
	}
	graph_done(g);
	usegraph_local(g, 0, 0, hexof(3));
	atrow(0, "HEAD a boundary commit");
	end();
	usegraph_local(mkgraph(NROWS), 0, 0, "");
}

void
unit_list(void)
{
	test_select();
	test_move();
	test_page();
	test_history();
	test_nocommits();
	test_mark();
	test_local();
	test_start();
}
