/* See LICENSE file for copyright and license details.
 *
 * tests/unit/gitview.c: the dispatcher (gitview.c): the rows that fit,
 * as the window gives them and the parts use them, and the status line
 * (the counts, find's word, a red message going with the next action).
 * The fixture is tests/unit/core.c.
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
#include "unit.h"
#include "coretest.h"

/* the diff of n files, "diff --git" lines alone */
static void
feedfiles(int n)
{
	Buf out = { 0 };
	char line[128];
	int i, k;

	for (i = 0; i < n; i++) {
		k = snprintf(line, sizeof(line), ":100644 100644 aaaaaaa bbbbbbb M%cf%02d%c", 0, i, 0);
		pipe_bufadd(&out, line, k);
	}
	pipe_bufadd(&out, "", 1);
	for (i = 0; i < n; i++) {
		k = snprintf(line, sizeof(line), "diff --git a/f%02d b/f%02d\n", i, i);
		pipe_bufadd(&out, line, k);
	}
	feeddiff(out.buf, out.len);
	pipe_buffree(&out);
}

static void
test_layout(void)
{
	int n;

	usegraph(mkgraph(NROWS));
	begin("layout: the rows that fit, as the window gives them: the list's, the commit and files panes'");
	key(goto_focus, 0);
	expect(core_focus() == PaneGoto, "the goto bar is shown, its field took no keys: focus %d",
	       core_focus());
	core_setfocus(PaneList);
	key(list_edge, 1);
	expect(list_top() == NROWS - LISTROWS, "End: the list shows rows %d on, want the last %d",
	       list_top(), LISTROWS);
	feedfiles(30);
	n = pane_tlines();
	pane_settop(1000);
	expect(n > TEXTROWS && pane_top() == n - TEXTROWS, "the commit pane's %d rows: top %d, want %d",
	       n, pane_top(), n - TEXTROWS);
	expect(fview_rows() == TEXTROWS - 1, "the file view shows %d lines, want %d less its header",
	       fview_rows(), TEXTROWS);
	pane_filescroll(1000);
	expect(patch_files()->n == 30 && pane_filestop() == 30 - FILEROWS,
	       "%d files: the files pane shows them from %d, want %d", patch_files()->n,
	       pane_filestop(), 30 - FILEROWS);
	end();
}

/* the status line's left part is want */
static void
infois(const char *want, const char *what)
{
	char have[1400];

	gitview_statusinfo(have, sizeof(have));
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
	expect(list_rows() == NROWS + 1, "%d rows, as the position counts them", list_rows());
	uselocal(1, 1, 0);
	infois("60 commits and 2 rows of local changes", "two local rows");
	usegraph_local(mkgraph(NROWS), 0, 0, "");
	end();

	begin("one match, in the status line");
	usegraph(mkgraph(NROWS));
	findtyped('/', "sha:5c06");
	atrow(6, "sha:5c06 found");
	infois("60 commits \xC2\xB7 sha:5c06: match 1 of 1", "on the match");
	key(list_move, +1);
	infois("60 commits \xC2\xB7 sha:5c06: 1 match", "past it");
	end();

	begin("a red message goes with the next action; one not red stays");
	usegraph(mkgraph(NROWS));
	key(list_compare, ViewCompare);
	statusis("no mark: m marks the selected commit", 1, "d without a mark");
	core_act();
	key(list_move, +1);
	statusis("", 0, "j after it");
	key(list_mark, 0);
	core_act();
	key(list_move, +1);
	expect(!strncmp(core_status()->text, "marked ", 7) && !core_status()->err, "j after m: \"%s\"",
	       core_status()->text);
	core_act();
	key(list_compare, ViewCompare);  /* marked: it works */
	expect(core_status()->err == 0, "d with a mark: \"%s\" in red", core_status()->text);
	list_selectcommit(list_marked());  /* no mark, no compare, for the tests after */
	key(list_mark, 0);
	end();
}

void
unit_gitview(void)
{
	test_layout();
	test_statusline();
}
