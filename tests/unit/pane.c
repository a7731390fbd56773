/* See LICENSE file for copyright and license details.
 *
 * tests/unit/pane.c: the commit pane (pane.c) and the patch in it
 * (patch.c): scrolling within its rows, side by side, the files, the
 * patch's options. The fixture is tests/unit/core.c.
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

static void
test_textpane(void)
{
	char patch[1 + 100 * 6] = "";
	int i, n;

	usegraph(mkgraph(NROWS));
	list_selectrow(3);
	for (i = 0; i < 100; i++)
		memcpy(patch + 1 + 6 * i, "+line\n", 6);
	feeddiff(patch, sizeof(patch));  /* a NUL: no raw part */
	n = text_hdr()->n + text_msg()->n + 100;
	begin("the commit pane scrolls within its lines: settop, j and k, pages");
	expect(pane_tlines() == n, "%d lines, want %d", pane_tlines(), n);
	pane_settop(1000);
	expect(pane_top() == n - TEXTROWS, "settop past the end: %d, want %d", pane_top(),
	       n - TEXTROWS);
	key(gitview_tscroll, -1);
	expect(pane_top() == n - TEXTROWS - 1, "k: %d", pane_top());
	key(gitview_tpage, -1);
	expect(pane_top() == n - 2 * TEXTROWS, "Page Up: %d, want %d", pane_top(),
	       n - 2 * TEXTROWS);
	pane_settop(-5);
	expect(pane_top() == 0, "settop before the start: %d", pane_top());
	key(gitview_tscroll, -1);
	expect(pane_top() == 0, "k on the first line: %d", pane_top());
	key(gitview_tpage, +1);
	expect(pane_top() == TEXTROWS - 1, "Page Down: %d, want %d", pane_top(), TEXTROWS - 1);
	list_selectrow(4);
	expect(pane_top() == 0 && patch_lines()->n == 0, "a new selection: top %d, %d patch lines",
	       pane_top(), patch_lines()->n);
	end();
}

/* the text of row i of the commit pane */
static const char *
rowtextof(int i)
{
	static char buf[LINEMAX], ctl[LINEMAX];
	int cols;

	pane_drawn(i, buf, ctl, sizeof(buf), &cols);
	return buf;
}

static void
test_sidebyside(void)
{
	char info[128];
	const SideRow *r;
	int base, c0, c1, i;

	usegraph(mkgraph(NROWS));
	list_selectrow(3);
	feeddiff(sidediff, sidediffn);
	base = text_hdr()->n + text_msg()->n;
	begin("side by side: rows, their text and words, files, narrowing");
	expect(pane_tlines() == base + 18, "unified: %d lines, want %d", pane_tlines(), base + 18);
	expect(pane_twords(base + 5, 0, &c0, &c1) && c0 == 11 && c1 == 16, "unified words of -the quick brown fox: %d..%d", c0, c1);
	pane_puttop(base + 5);  /* as find puts a line near the end on top */
	key(pane_diffside, 0);
	expect(patch_sidebyside() && pane_tlines() == base + 17, "side by side: %d rows, want %d", pane_tlines(), base + 17);
	expect(pane_top() == base + 5, "the top row: %d, want %d", pane_top(), base + 5);
	expect(pane_trow(base + 5, &r) && r->left == 5 && r->right == 7, "row 5 is not lines 5 and 7");
	expect(!strcmp(rowtextof(base + 5), "the quick brown fox the quick red fox"), "row 5 reads %s", rowtextof(base + 5));
	expect(!strcmp(rowtextof(base + 6), "jumps over"), "row 6 reads %s", rowtextof(base + 6));
	expect(pane_trow(base + 6, &r) && r->right < 0, "row 6 has a right side");
	expect(!strcmp(rowtextof(base + 7), "keep keep"), "a context row reads %s, want its old and new text", rowtextof(base + 7));
	expect(!pane_trow(base + 4, &r), "the hunk header is split");
	expect(pane_twords(base + 5, 0, &c0, &c1) && c0 == 10 && c1 == 15, "old words %d..%d, want 10..15", c0, c1);
	expect(pane_twords(base + 5, 1, &c0, &c1) && c0 == 10 && c1 == 13, "new words %d..%d, want 10..13", c0, c1);
	key(patch_togglewords, 0);
	expect(!pane_twords(base + 5, 0, &c0, &c1), "W: words still shown");
	key(patch_togglewords, 0);
	expect(pane_curfile() == 0, "file at the top: %d", pane_curfile());
	pane_gotofile(1);
	expect(pane_curfile() == 1 && !strcmp(rowtextof(pane_top()), "diff --git a/b.txt b/b.txt"), "file 1 is at %s", rowtextof(pane_top()));
	key(gitview_fnarrow, 0);
	expect(patch_narrow() == 1 && pane_tlines() == 8, "narrowed to file 1: %d, %d rows", patch_narrow(), pane_tlines());
	expect(!strcmp(rowtextof(7), "z z"), "narrowed row 7 reads %s", rowtextof(7));
	key(gitview_widen, 0);
	pane_puttop(base + 9);
	expect(!strcmp(rowtextof(pane_top()), "diff --git a/b.txt b/b.txt"), "row 9 reads %s", rowtextof(pane_top()));
	key(pane_diffside, 0);
	expect(!patch_sidebyside() && !strcmp(rowtextof(pane_top()), "diff --git a/b.txt b/b.txt"), "unified again at %s", rowtextof(pane_top()));
	end();

	begin("the patch's options run it again and say so");
	key(patch_togglews, 0);
	patch_info(info, sizeof(info));
	statusis("patch: -w", 0, "w");
	expect(!strcmp(info, " -w") && patch_lines()->n == 0 && diffwanted(),
	       "w: options \"%s\", %d lines, or the selection's diff not to run", info,
	       patch_lines()->n);
	for (i = 0; i < 5; i++)
		key(patch_context, -1);
	patch_info(info, sizeof(info));
	expect(!strcmp(info, " -w -U0"), "- five times: \"%s\"", info);
	statusis("patch: -w -U0", 0, "- to 0");
	key(patch_context, +1), key(patch_context, +1), key(patch_context, +1), key(patch_togglews, 0);
	statusis("patch: as git shows it", 0, "back to the start");
	key(patch_togglepaths, 0);
	patch_info(info, sizeof(info));
	expect(!strcmp(info, ""), "a in a view of every path: \"%s\"", info);
	statusis("the view is not limited to paths: the patch is all of it", 0, "a");
	end();
	list_selectrow(4);
}

void
unit_pane(void)
{
	test_textpane();
	test_sidebyside();
}
