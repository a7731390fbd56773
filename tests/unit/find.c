/* See LICENSE file for copyright and license details.
 *
 * tests/unit/find.c: find and filter (find.c): marks, stepping and
 * wrapping in the list, the filter, and find in the file view. The
 * fixture is tests/unit/core.c.
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
#include "blame.h"
#include "unit.h"
#include "coretest.h"

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
test_find(void)
{
	char info[600], what[64];
	int r, dir, want, wrapped;

	usegraph(mkgraph(NROWS));
	list_selectrow(20);
	begin("/sha:ab marks the rows whose ids start with ab and goes to the first below");
	findtyped('/', "sha:ab");
	for (r = 0; r < list_rows(); r++)
		expect(find_ismatch(graph_commit(load_graph(), r)) == marked(r), "row %d: marked %d, want %d",
		       r, find_ismatch(graph_commit(load_graph(), r)), marked(r));
	atrow(30, "/ from row 20");
	statusis("", 0, "/ from row 20");
	find_info(info, sizeof(info));
	expect(strstr(info, "sha:ab: match 3 of 4") != NULL, "the status line has \"%s\"", info);
	end();

	begin("n and N: the next and the previous mark, wrapping with a message");
	key(find_next, +1);
	atrow(47, "n");
	statusis("", 0, "n");
	key(find_next, +1);
	atrow(5, "n on the last mark");
	statusis("search wrapped to the top", 0, "n on the last mark");
	key(find_next, +1);
	atrow(12, "n after wrapping");
	statusis("", 0, "n after wrapping");
	key(find_next, -1);
	atrow(5, "N");
	key(find_next, -1);
	atrow(47, "N on the first mark");
	statusis("search wrapped to the bottom", 0, "N on the first mark");
	end();

	begin("n and N from every row: the nearest mark past it, else the far end");
	for (dir = -1; dir <= 1; dir += 2) {
		for (r = 0; r < list_rows(); r++) {
			list_selectrow(r);
			core_setstatus(0, "");
			key(find_next, dir);
			want = nextmark(r, dir, &wrapped);
			snprintf(what, sizeof(what), "%s from row %d", dir > 0 ? "n" : "N", r);
			atrow(want, what);
			statusis(!wrapped ? "" : dir > 0 ? "search wrapped to the top" :
			         "search wrapped to the bottom", 0, what);
		}
	}
	end();

	begin("?sha:ab finds upwards: n goes up, N down");
	list_selectrow(20);
	findtyped('?', "sha:ab");
	atrow(12, "? from row 20");
	key(find_next, +1);
	atrow(5, "n");
	key(find_next, +1);
	atrow(47, "n on the first mark");
	statusis("search wrapped to the bottom", 0, "n on the first mark");
	key(find_next, -1);
	atrow(5, "N on the last mark");
	statusis("search wrapped to the top", 0, "N on the last mark");
	end();

	begin("a pattern that nothing matches: said, and the selection stays");
	list_selectrow(20);
	findtyped('/', "sha:ff");
	atrow(20, "/sha:ff");
	statusis("sha:ff: no commit matches", 1, "/sha:ff");
	core_setstatus(0, "");
	key(find_next, +1);
	atrow(20, "n");
	statusis("sha:ff: no commit matches", 1, "n");
	end();

	begin("a find that matches after one that did not: its status is no error");
	list_selectrow(20);
	findtyped('/', "sha:ff");
	statusis("sha:ff: no commit matches", 1, "/sha:ff");
	findtyped('/', "sha:ab");
	expect(list_selrow() != 20, "/sha:ab did not move from row 20");
	expect(!core_status()->err, "status '%s' is still an error", core_status()->text);
	end();
}

/* the file view's git output, fed to its readers as the event loop
 * feeds them once each git has ended: cat-file blob's, then blame's */
static void
feedfview(const char *blob, const char *blame)
{
	pipe_bufadd(&fviewpart.proc(0)->obuf, blob, strlen(blob));
	fviewpart.read(0, 1);
	pipe_bufadd(&blamepart.proc(0)->obuf, blame, strlen(blame));
	blamepart.read(0, 1);
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
	usegraph(mkgraph(NROWS));
	list_selectrow(20);
	feeddiff(sidediff, sidediffn);
	top = pane_top();
	begin("find in the file view: its lines, match K of M, wrapping; the patch stays");
	key(fview_blame, 0);  /* in the list: a.txt */
	feedfview("alpha\nbeta gamma\ndelta\ngamma ray\nepsilon\n", ann);

	findtyped('/', "gamma");
	expect(fview_cursor() == 1, "/gamma: line %d, want 1", fview_cursor());
	statusis("match 1 of 2", 0, "/gamma");
	key(find_next, +1);
	expect(fview_cursor() == 3, "n: line %d, want 3", fview_cursor());
	statusis("match 2 of 2", 0, "n");
	key(find_next, +1);
	expect(fview_cursor() == 1, "n again: line %d, want 1", fview_cursor());
	statusis("match 1 of 2 (search wrapped)", 0, "n again");
	key(find_next, -1);
	expect(fview_cursor() == 3, "N: line %d, want 3", fview_cursor());
	statusis("match 2 of 2 (search wrapped)", 0, "N");
	expect(find_fviewmatch(1) && find_fviewmatch(3) && !find_fviewmatch(0) && !find_fviewmatch(2),
	       "the hits marked are not lines 1 and 3");

	findtyped('?', "author:thor");  /* from the cursor's line on, upwards */
	expect(fview_cursor() == 3, "?author:thor: line %d, want 3", fview_cursor());
	statusis("match 2 of 2", 0, "?author:thor");
	key(find_next, +1);  /* n goes the way of ? */
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

	key(gitview_widen, 0);
	expect(!fview_on() && core_focus() == PaneList, "Escape: focus %d, want the list's", core_focus());
	core_setstatus(0, "");
	end();
}

/* a key of an option, as the keys ask for it: 1 when a part took it */
static int
option(int letter)
{
	return core_command(&(Command){ .kind = CmdOption, .arg.letter = letter });
}

/* blame in the file view: a line found in another file (-C) says where
 * it was, a commit in two files keeps both previous paths, the status
 * line counts the lines while blame runs; CmdOption toggles blame's
 * options while the view is on, and , follows the other file */
static void
test_blamefrom(void)
{
	char ann[1024], head[2200];
	const char *from;
	int line = 0;

	/* lines 2-4 from row 1's commit in b.c (its lines 7-9), line 5 from
	 * it in a.txt, line 1 from row 2's */
	snprintf(ann, sizeof(ann), "%s 7 2 3\nauthor A U Thor\nauthor-time 1\nauthor-tz +0000\n"
	         "summary one\nprevious %s b.c\nfilename b.c\n", hexof(1), hexof(3));
	usegraph(mkgraph(NROWS));
	list_selectrow(20);
	feeddiff(sidediff, sidediffn);
	begin("blame: lines from another file, progress, options, , in that file");
	key(fview_blame, 0);
	pipe_bufadd(&fviewpart.proc(0)->obuf, "l1\nl2\nl3\nl4\nl5\n", 15);
	fviewpart.read(0, 1);
	core_setstatus(0, "");  /* that git is not there, in the tests */
	pipe_bufadd(&blamepart.proc(0)->obuf, ann, strlen(ann));
	blamepart.read(0, 0);
	statusis("blame 3 of 5 lines", 0, "blame half way");
	snprintf(ann, sizeof(ann), "%s 5 5 1\nprevious %s a.txt\nfilename a.txt\n"
	         "%s 1 1 1\nauthor Jane Doe\nauthor-time 2\nauthor-tz +0000\n"
	         "summary two\nfilename a.txt\n", hexof(1), hexof(4), hexof(2));
	pipe_bufadd(&blamepart.proc(0)->obuf, ann, strlen(ann));
	blamepart.read(0, 1);
	statusis("", 0, "blame ended");
	from = blame_from(2, &line);
	expect(from && !strcmp(from, "b.c") && line == 8, "line 3 from %s:%d, want b.c:8",
	       from ? from : "(none)", line);
	expect(!blame_from(4, &line) && !blame_from(0, &line) && blame_moved() == 3,
	       "lines of a.txt said to come from elsewhere (%d moved)", blame_moved());
	expect(blame_ann(4) && !strcmp(blame_ann(4)->author, "A U Thor") &&
	       !strcmp(blame_ann(4)->prevpath, "a.txt") && !strcmp(blame_ann(1)->prevpath, "b.c"),
	       "the commit's second file lost its author or its previous path");
	key(gitview_tscroll, +2);
	key(fview_blameparent, 0);
	expect(!strcmp(fview_view()->at.path, "b.c") && !strcmp(fview_view()->at.hex, hexof(3)) &&
	       fview_view()->at.cursor == 7, ", on line 3: %s at %.7s line %d, want b.c at %.7s line 7",
	       fview_view()->at.path, fview_view()->at.hex, fview_view()->at.cursor, hexof(3));
	core_setstatus(0, "");
	expect(option('C'), "C in the file view was not taken");
	fview_head(head, sizeof(head));
	expect(strstr(head, "  (blame -C -C)") != NULL, "the header \"%s\" names no -C -C", head);
	statusis("blame -C -C", 0, "C");
	expect(option('C') && option('x') == 0,
	       "C again, or x, in the file view");
	statusis("blame without options", 0, "C again");
	key(gitview_widen, 0);
	expect(!fview_on() && !option('C'), "C taken with the file view closed");
	core_setstatus(0, "");
	end();
}

/* the list is filtered, as the status line says */
static int
filtered(void)
{
	char info[600];

	find_info(info, sizeof(info));
	return strstr(info, " \xC2\xB7 filtered: ") != NULL;
}

static void
test_filter(void)
{
	char info[600], hex[HEXMAX + 1];
	unsigned int i;

	usegraph(mkgraph(NROWS));
	list_selectrow(12);
	list_selectrow(20);
	list_selectrow(30);
	begin("&sha:ab shows the marked commits alone, on the same commit");
	findtyped('&', "sha:ab");
	expect(filtered() && list_rows() == (int)LEN(markrows), "%d rows, filtered %s",
	       list_rows(), filtered() ? "yes" : "no");
	for (i = 0; i < LEN(markrows) && (int)i < list_rows(); i++) {
		hex_encode(graph_id(load_graph(), graph_commit(load_graph(), i)), 20, hex);
		expect(!strcmp(hex, hexof(markrows[i])), "row %u is %s, want row %d's %s", i,
		       hex, markrows[i], hexof(markrows[i]));
	}
	expect(!strcmp(list_selhex(), hexof(30)), "the selection is %s, want %s", list_selhex(),
	       hexof(30));
	find_info(info, sizeof(info));
	expect(strstr(info, "filtered: sha:ab") != NULL, "the status line has \"%s\"", info);
	end();

	begin("back skips the commits the filter hides");
	key(list_history, -1);  /* row 20 is hidden */
	expect(!strcmp(list_selhex(), hexof(12)), "back: %s, want row 12's %s", list_selhex(),
	       hexof(12));
	key(list_history, -1);  /* row 0 is hidden, and nothing is before it */
	expect(!strcmp(list_selhex(), hexof(12)), "back again: %s, want row 12's", list_selhex());
	end();

	begin("& with no pattern shows all again, on the same commit");
	findtyped('&', "");
	expect(!filtered() && list_rows() == NROWS, "%d rows, filtered %s", list_rows(),
	       filtered() ? "yes" : "no");
	atrow(12, "unfiltered");
	key(list_history, -1);
	atrow(0, "back, unfiltered");
	end();
}

void
unit_find(void)
{
	test_find();
	test_fviewfind();
	test_blamefrom();
	test_filter();
}
