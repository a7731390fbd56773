/* See LICENSE file for copyright and license details.
 *
 * menu.c: the menu of what is at hand in a pane (the right button, the
 * Menu key, Shift-F10): on a commit of the list its id, its reference,
 * the mark, the diffs with it, its patch to a file, the actions and
 * your own commands of config.h's usercmds[] by their labels;
 * on a file of the files pane its path, the commits that touch it, its
 * blame, the external diff tool; on a patch line its origin and its
 * text, elsewhere in the commit pane the commit's. The entries name the
 * keys' commands, which the dispatcher runs when one is picked; the
 * window draws the menu over the panes (overlay.c).
 */
#include <stdio.h>
#include <string.h>
#include <sys/types.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "hunk.h"
#include "util.h"
#include "core.h"
#include "part.h"
#include "list.h"
#include "fold.h"
#include "patch.h"
#include "pane.h"
#include "goto.h"
#include "find.h"
#include "origin.h"
#include "usercmd.h"
#include "menu.h"

static Menu menu;

const Menu *menu_get(void) { return &menu; }

static void
add(const char *label, const char *key, int cmd, int i)
{
	MenuEntry *e;

	if (menu.n == MENUMAX)
		return;
	e = &menu.e[menu.n++];
	snprintf(e->label, sizeof(e->label), "%s", label);
	snprintf(e->key, sizeof(e->key), "%s", key);
	e->user = 0;
	e->cmd = cmd;
	e->arg.i = i;
}

static void
addcommit(void)
{
	int i;

	add("Copy commit id", "y", CopyId, 0);
	add("Copy reference", "Y", CopyRef, 0);
	add(list_marked() == list_sel() ? "Clear the mark" : "Mark this commit", "m", ListMark, 0);
	if (list_marked() >= 0 && list_marked() != list_sel())
	{
		add("Diff marked \xE2\x86\x92 this", "d", ListCompare, ViewCompare);
		add("Diff this \xE2\x86\x92 marked", "D", ListCompare, ViewBack);
	}
	add("Write patch to a file", "F", FormatPatch, 0);
	if (fold_count(list_sel()) && fold_isopen(list_sel()))
		add("Fold the merge", "Left", ListFold, -1);
	else if (fold_count(list_sel()))
		add("Open the merge's fold", "Right", ListFold, 1);
	add(fold_on() ? "Every commit again (no folds)" : "Fold the merges", "z", ListFold, 0);
	for (i = 0; usercmd_get(i); i++) {
		if (!usercmd_get(i)->argv[0])
			continue;
		add(usercmd_get(i)->label ? usercmd_get(i)->label : "", "", UserRun, i);
		if (!usercmd_get(i)->label)
			usercmd_words(i, menu.e[menu.n - 1].label, sizeof(menu.e[0].label));
		menu.e[menu.n - 1].user = i + 1;
		menu.e[menu.n - 1].keysym = usercmd_get(i)->keysym;
	}
}

void
menu_open(int pane, int x, int y)
{
	PatchAt pa;

	menu.n = menu.cur = 0;
	menu.pane = pane, menu.x = x, menu.y = y;
	if (pane == PaneList && list_sel() >= 0)
		addcommit();
	else if (pane == PaneFiles && pane_curfile() >= 0 && patch_paths()->n > 0) {
		add("Copy path", "c", CopyPath, 0);
		add("Find the commits that touch it", "h", FindTouching, 0);
		add("Blame", "b", OriginBlame, 0);
		add("External diff", "e", ExtDiff, 0);
	} else if (pane == PaneText && !pane_offpatch() && pane_patchat(&pa) == 0) {
		add("Origin of this line", "o", OriginLine, 0);
		add("Copy the line", "c", CopyLine, 0);
	} else if (pane == PaneText && list_sel() >= 0) {  /* its headers, its message */
		addcommit();
	}
	if (!menu.n) {
		core_setstatus(0, "nothing here has a menu");
		return;
	}
	menu.on = 1;
	pipe_trace("menu %d entries", menu.n);
	core_dirty(DirtyAll);
}

void
menu_close(void)
{
	if (menu.on)
		core_dirty(DirtyAll);
	menu.on = 0;
}

void
menu_move(int d)
{
	menu.cur = (menu.cur + d + menu.n) % MAX(1, menu.n);
	core_dirty(DirtyAll);
}

int
menu_pick(int k, Arg *arg)
{
	if (!menu.on)
		return NoCommand;
	k = k < 0 ? menu.cur : k;
	menu_close();
	if (k >= menu.n)
		return NoCommand;
	pipe_trace("menu run %s", menu.e[k].label);
	*arg = menu.e[k].arg;
	return menu.e[k].cmd;
}

static int
menucommand(const Command *c)
{
	if (c->kind != CmdEscape || !menu.on)
		return 0;
	menu_close();
	return 1;
}

const Part menupart = { .reset = menu_close, .command = menucommand };
