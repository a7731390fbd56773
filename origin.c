/* See LICENSE file for copyright and license details.
 *
 * origin.c: where a line of the patch came from (o), above the file
 * view: for a removed or a context line, the commit that last changed it
 * before this one (git blame --porcelain -L N,N PARENT, --first-parent
 * too when the file view blames by merge, a job killed when the
 * selection moves on) is selected and its file opens in the file
 * view at that line; for an added line, this commit's file. And b at
 * the line at hand: the file view there, not at its first line.
 */
#include <sys/types.h>

#include <stdio.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "hunk.h"
#include "util.h"
#include "core.h"
#include "origin.h"
#include "part.h"
#include "load.h"
#include "repo.h"
#include "list.h"
#include "pane.h"
#include "patch.h"
#include "blame.h"
#include "fileview.h"

static struct {
	long no;                /* the line asked about, in the parent */
	char rev[HEXMAX + 16];  /* the parent: ID^N, or the mark */
} origin;

/* the file view of the line at hand: of the parent for a removed line
 * (old), else of the result; -1 when there is no line, or it is not
 * a commit's patch or a file's */
static int
lineat(FileAt *at, PatchAt *pa, int old)
{
	const char *path;
	int compare = list_view() == ViewCompare && list_marked() >= 0, i;
	int back = list_view() == ViewBack && list_marked() >= 0;  /* the mark is the new side */

	memset(at, 0, sizeof(*at));
	if (list_sel() < 0 || list_view() == ViewRange || fview_on() || pane_patchat(pa) < 0)
		return -1;
	path = patch_paths()->buf + patch_paths()->line[pa->file].off;
	for (i = 0; i < patch_links()->n; i++)  /* a submodule: b's own */
		if (!strcmp(patch_links()->buf + patch_links()->line[i].off, path))
			return -1;
	snprintf(at->hex, sizeof(at->hex), "%s", list_selhex());
	if (back)
		hex_encode(graph_id(load_graph(), list_marked()), graph_hashlen(load_graph()),
		           at->hex);
	at->path = str_keep(path, strlen(path));
	at->cursor = pa->newno - 1;
	if (!old || patch_remerge())  /* a remerge-diff's old side: git's merge */
		return 0;
	if (back)
		snprintf(at->hex, sizeof(at->hex), "%s", list_selhex());
	if (compare)
		hex_encode(graph_id(load_graph(), list_marked()), graph_hashlen(load_graph()),
		           at->hex);
	else if (!back)
		at->parent = pa->parent;
	at->path = pa->oldpath;
	at->cursor = pa->oldno - 1;
	return 0;
}

/* b: with a line of the patch at hand, the file view at that line (a
 * removed line's in the parent); else, and in the files pane, which is
 * about files, the file at hand (fileview.c's) */
void
origin_blameat(const Arg *arg)
{
	FileAt at;
	PatchAt pa;

	if (fview_tree()->on || core_focus() == PaneFiles || lineat(&at, &pa, 0) < 0) {
		fview_blame(arg);
		return;
	}
	if (pa.kind == PatchDel)
		lineat(&at, &pa, 1);
	core_command(&(Command){ .kind = CmdFileOpen, .arg.file = { &at, 0 } });
}

static void
gotorigin(Job *j)
{
	BlameRec r;
	FileAt at = { 0 };
	unsigned char id[OIDMAX];
	int c = -1;

	if (core_failure(&j->p) || parse_blame_porcelain(j->p.obuf.buf + j->p.obuf.off,
	    j->p.obuf.len - j->p.obuf.off, &r) < 0) {
		core_setstatus(1, "git blame -L %ld,%ld %s: %s", origin.no, origin.no, origin.rev,
		          core_failure(&j->p) ? core_failure(&j->p) : "no line in its answer");
		return;
	}
	if (load_graph() && hex_decode(r.hex, graph_hashlen(load_graph()), id) == 0 &&
	    (c = graph_find(load_graph(), id)) >= 0 && graph_row(load_graph(), c) < 0)
		c = -1;
	if (c >= 0)  /* back (Alt-Left) returns to the patch */
		core_command(&(Command){ .kind = CmdSelectCommit, .arg.commit = c });
	snprintf(at.hex, sizeof(at.hex), "%s", r.hex);
	at.path = r.filename ? r.filename : "";
	at.cursor = r.orig - 1;
	core_command(&(Command){ .kind = CmdFileOpen, .arg.file = { &at, 0 } });
	utf8_clean(r.summary, strlen(r.summary), r.author, sizeof(r.author));
	if (c < 0)
		core_setstatus(0, "line %ld came from %.10s %s, which is not listed in this view",
		          r.orig, r.hex, r.author);
	else if (!r.prevhex[0])
		core_setstatus(0, "line %ld came with the file, in %.10s %s",
		               r.orig, r.hex, r.author);
	else
		core_setstatus(0, "line %ld came from %.10s %s", r.orig, r.hex, r.author);
	core_setstatussel();
}

/* o: where the line at hand came from */
void
origin_line(const Arg *arg)
{
	const char *argv[ARGVMAX];
	char range[64];
	FileAt at;
	PatchAt pa;
	int n;

	(void)arg;
	job_cancel(gotorigin);
	if (lineat(&at, &pa, 0) < 0) {
		core_setstatus(0, "o: no line of a commit's patch on screen");
		return;
	}
	if (!pa.parent) {  /* the commit's own line */
		core_command(&(Command){ .kind = CmdFileOpen, .arg.file = { &at, 0 } });
		core_setstatus(0, "line %ld was added in %.10s", pa.newno, at.hex);
		core_setstatussel();
		return;
	}
	if (patch_remerge() && pa.kind == PatchDel) {
		core_setstatus(0, "o: a removed line of a remerge-diff was git's own merge, "
		               "in no commit");
		return;
	}
	/* a remerge-diff's context line is the merge's: blamed there */
	origin.no = patch_remerge() ? pa.newno : pa.oldno;
	lineat(&at, &pa, 1);
	snprintf(origin.rev, sizeof(origin.rev), "%s%.*s%.0d", at.hex, at.parent > 0, "^",
	         at.parent > 1 ? at.parent : 0);
	snprintf(range, sizeof(range), "%ld,%ld", origin.no, origin.no);
	n = pipe_argv(argv, LEN(argv) - 2, originargv, (char *)NULL);
	if (blame_bymerge())  /* the file view's p: the merge that brought it */
		argv[n++] = "--first-parent";
	n += pipe_argv(argv + n, LEN(argv) - 2 - n, (const char *const[]){ "-L", range,
	               origin.rev, "--", at.path, NULL }, (char *)NULL);
	if (repo_topdir()) {  /* the patch's paths are from the top */
		memmove(argv + 3, argv + 1, n * sizeof(*argv));
		argv[1] = "-C", argv[2] = repo_topdir();
	}
	if (job_start(argv, gotorigin, NULL)) {  /* it can take seconds in a long history */
		core_setstatus(0, "where line %ld came from: git blame%s -L %s %.10s%s\xE2\x80\xA6",
		               origin.no, blame_bymerge() ? " --first-parent" : "", range, at.hex,
		               origin.rev + strlen(at.hex));
		core_setstatussel();
	}
}

static void originselect(void) { job_cancel(gotorigin); }

const Part originpart = { .reset = originselect, .select = originselect };
