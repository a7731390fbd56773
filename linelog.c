/* See LICENSE file for copyright and license details.
 *
 * linelog.c: line history. In the file view, lines are chosen from an
 * anchor to the cursor (Shift-Up, Shift-Down, a drag over the line
 * numbers); L makes the list `git log -L A,B:PATH COMMIT` (load.c keeps
 * the view before on its stack, and each commit's patch of the lines),
 * and when Alt-Left brings that view back, the file view comes back as
 * it was.
 */
#include <sys/types.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "util.h"
#include "core.h"
#include "part.h"
#include "load.h"
#include "repo.h"
#include "fileview.h"
#include "linelog.h"

#define SAVEMAX 16  /* file views kept for the way back (load.c's VIEWMAX) */

typedef struct {
	int on;                 /* lines are chosen */
	int anchor, cursor;     /* from the anchor to where the cursor was left */
	char hex[HEXMAX + 1];   /* in that file */
	const char *path;       /* str_keep's, as the file view's */
} Range;

static struct {
	Range r;
	FileAt at[SAVEMAX];     /* the file view where L was pressed */
	Range was[SAVEMAX];
	int n;
} lines;

/* the range holds while the file view shows its file and the cursor is
 * where the last Shift key or drag left it */
int
linelog_range(int *a, int *b)
{
	const FileAt *at = &fview_view()->at;

	if (!lines.r.on || !fview_on() || fview_cursor() != lines.r.cursor ||
	    strcmp(at->hex, lines.r.hex) || strcmp(at->path, lines.r.path))
		return 0;
	*a = MIN(lines.r.anchor, lines.r.cursor);
	*b = MAX(lines.r.anchor, lines.r.cursor);
	return 1;
}

static void
anchor(int line)
{
	const FileAt *at = &fview_view()->at;

	lines.r.on = 1;
	lines.r.anchor = line;
	snprintf(lines.r.hex, sizeof(lines.r.hex), "%s", at->hex);
	lines.r.path = at->path;
}

/* Shift-Up, Shift-Down: the range grows or shrinks from its anchor (the
 * cursor, when none is chosen); outside the file view, a scroll */
void
linelog_select(const Arg *arg)
{
	int a, b;

	if (fview_on() && !linelog_range(&a, &b))
		anchor(fview_cursor());
	core_command(&(Command){ .kind = CmdScroll, .arg.lines = arg->i });
	lines.r.cursor = fview_cursor();
	core_dirty(DirtyText);
}

void
linelog_drag(int from, int to)
{
	int n = fview_view()->text.n;

	if (!fview_on() || n == 0)
		return;
	anchor(MAX(0, MIN(from, n - 1)));
	core_command(&(Command){ .kind = CmdFileShow, .arg.line = to });
	lines.r.cursor = fview_cursor();
}

/* -L's A,B:PATH, the path from where git runs (-L takes it so), the
 * file view's being from the top: "../" for each directory below it */
static char *
linespec(int a, int b, const char *path)
{
	char cwd[PATH_MAX], *out;
	const char *top = repo_topdir(), *s;
	size_t n, k = top ? strlen(top) : 0, up = 0;

	if (!top || !getcwd(cwd, sizeof(cwd)) || strncmp(cwd, top, k))
		cwd[k = 0] = '\0';
	for (s = cwd + k; *s; s++)
		up += *s == '/';
	out = ecalloc(1, 3 * up + strlen(path) + 64);
	n = sprintf(out, "%d,%d:", a, b);
	for (; up > 0; up--)
		n += sprintf(out + n, "../");
	strcpy(out + n, path);
	return out;
}

/* L: the history of the lines chosen (or the cursor's) from the file
 * view's commit back */
void
linelog_open(const Arg *arg)
{
	const FileView *v = fview_view();
	char *spec, rev[HEXMAX + 2];
	int a, b;

	(void)arg;
	if (!fview_on() || v->text.n == 0 || v->at.link[0]) {
		core_setstatus(0, "L: the history of lines chosen in the file view "
		               "(b, then Shift-Down)");
		return;
	}
	if (!linelog_range(&a, &b))
		a = b = MIN(fview_cursor(), v->text.n - 1);
	if (lines.n == SAVEMAX) {
		core_setstatus(1, "%d line histories deep: Alt-Left goes back", SAVEMAX);
		return;
	}
	spec = linespec(a + 1, b + 1, v->at.path);
	snprintf(rev, sizeof(rev), "%s%s", v->at.hex, v->at.parent ? "^" : "");
	lines.at[lines.n] = v->at;
	lines.was[lines.n++] = lines.r;
	fview_treeclose();  /* the files pane: the line's file, as its patch has it */
	load_lines(spec, rev);
	free(spec);
	if (lines.n > load_views())  /* load.c refused */
		lines.n--;
	else
		core_setstatus(0, "history of lines %d to %d of %s (Alt-Left: back)",
		               a + 1, b + 1, v->at.path);
	core_setfocus(PaneList);
}

/* a view load.c brought back: its file view, as it was */
static void
linereset(void)
{
	if (lines.n <= load_views())
		return;
	while (lines.n > load_views() + 1)
		lines.n--;
	lines.n--;
	core_command(&(Command){ .kind = CmdFileOpen, .arg.file = { &lines.at[lines.n], 0 } });
	fview_keepreload(1);
	lines.r = lines.was[lines.n];
}

const Part linepart = { .reset = linereset };
