/* See LICENSE file for copyright and license details.
 *
 * patch.c: the patch, above the commit's text: `git diff-tree -p --raw
 * -z` for the selection (a local row's diff, the diff from the mark,
 * range-diff), run once the selection rests; its raw part is the files
 * pane's list, its lines are paired and their changed words worked out
 * as they stream in (hunk.c); the options that run it again (w, -, +,
 * a, W). The commit pane (pane.c) shows it below the text.
 */
#include <sys/types.h>

#include <errno.h>
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
#include "part.h"
#include "load.h"
#include "list.h"
#include "patch.h"

#define BURSTMS 100  /* selections closer than this are a burst: key repeat */
#define LINEWAIT 20  /* ms: again, for a -L patch git is still printing */

static int linepatch(void);

static const char rangewait[] = "running git range-diff\xE2\x80\xA6";

/* how a merge's patch is shown (M) */
enum { MergeCombined, MergeRemerge, MergeFirst, MergeLast };
static const char *const mergeinfo[] = { "", " remerge-diff", " first parent" };

static struct {
	Lines lines;
	Proc diff;
	int raw;                /* still reading the raw part */
	int whole;              /* its stdout ended: all of it is in */
	int rangediff;          /* the git is range-diff */
	const char *name;       /* and its name, for messages */
	PatchState pstate;
	int diffwant;           /* the selection whose diff is to start (selkey), or -1 */
	double diffat, selat;   /* when it starts; when the last selection came */
	DiffOpts opts;          /* what git diff-tree is asked (w, -, +, a) */
	int words, sidebyside;  /* how the patch is drawn (W, s) */
	int merge;              /* a merge's patch: Merge... (M) */
	int wordpatch;          /* the words of this patch were worked out */
	WordSpan *word;         /* a patch line's changed words */
	int wordcap;
	HunkPairs pairs;
	Side side;              /* the patch's rows side by side */
	double rerun, shown;    /* when an option ran it again: for the trace */
} patch = { .raw = 1, .diffwant = -1, .name = "diff-tree",
            .opts = { .context = DIFFCONTEXT }, .words = 1, .side = { .fill = -1 } };

int patch_whole(void) { return patch.whole && patch.diffwant == -1; }

/* the files pane's list: what the patch touches */
static struct {
	Lines files, paths;     /* as shown; as git has them */
	int narrow;             /* the file the patch is narrowed to */
	int *hdr, nhdr, hdrcap; /* patch line of each file */
	Lines pend, pendpaths;  /* with -w: raw files, listed once the patch has them */
	Lines links;            /* submodules: "PATH\0HEX", the commit recorded */
	int pendnext;
} files = { .narrow = -1 };

const Lines *patch_lines(void) { return &patch.lines; }
const Side *patch_side(void) { return &patch.side; }
const WordSpan *patch_word(int k) { return &patch.word[k]; }
int patch_words(void) { return patch.words && patch.wordpatch; }
int patch_sidebyside(void) { return patch.sidebyside; }
const Lines *patch_files(void) { return &files.files; }
const Lines *patch_paths(void) { return &files.paths; }
const Lines *patch_links(void) { return &files.links; }
int patch_nhdr(void) { return files.nhdr; }
const int *patch_hdrs(void) { return files.hdr; }
int patch_narrow(void) { return files.narrow; }

/* the patch narrowed to file k, or all of it (-1) */
void
patch_setnarrow(int k)
{
	files.narrow = k;
	core_dirty(DirtyText | DirtyFiles);
}

void
patch_setside(int on)
{
	patch.sidebyside = on;
	core_dirty(DirtyText | DirtyFiles);
}

/* when an option's patch was in, once: for the trace */
double
patch_shown(void)
{
	double t = patch.shown;

	patch.shown = 0;
	return t;
}

/* the patch's rows: a line each, or side by side (s) patch.side's, where
 * a removed and an added line share one; prow is the row of line k (k may
 * be the end), rowline a line of row r */
int
patch_row(int k)
{
	if (!patch.sidebyside)
		return k;
	return k < patch.side.nlines ? patch.side.rowof[k] : patch.side.n;
}

int
patch_rowline(int r)
{
	if (!patch.sidebyside || r >= patch.side.n)
		return r;
	return patch.side.row[r].left >= 0 ? patch.side.row[r].left : patch.side.row[r].right;
}

/* the row where the part of the patch shown starts: all, or a file's */
int patch_rowstart(void) { return files.narrow >= 0 ? patch_row(files.hdr[files.narrow]) : 0; }

/* forget the patch and its files, for a new one */
static void
clearpatch(void)
{
	pipe_kill(&patch.diff);
	if (patch.lines.cap > LINESKEEP) {  /* as lines_clear: not a big patch's memory */
		lines_free(&patch.lines);
		hunk_side_free(&patch.side);
		free(patch.word);
		patch.word = NULL;
		patch.wordcap = 0;
	}
	lines_clear(&patch.lines), lines_clear(&files.files), lines_clear(&files.paths);
	lines_clear(&files.pend), lines_clear(&files.pendpaths), lines_clear(&files.links);
	files.pendnext = files.nhdr = 0;
	files.narrow = -1;
	hunk_pairs_clear(&patch.pairs);
	hunk_side_clear(&patch.side);
}

/* is the patch a merge's, to be shown as M says? */
static int
ismerge(void)
{
	return list_sel() >= 0 && list_local() < 0 && list_view() == ViewPatch &&
	       graph_nparents(load_graph(), list_sel()) > 1;
}

/* a merge's patch is the combined diff, one column a parent */
int patch_combined(void) { return ismerge() && patch.merge == MergeCombined; }
int patch_remerge(void) { return ismerge() && patch.merge == MergeRemerge; }

/* into argv, as diffcmd: merge hex's remerge-diff or diff from its first
 * parent when M asks for one (the combined diff is diffargv's own); 0
 * when it is not asked */
static int
mergecmd(const char **argv, const char *hex, char *num, size_t numcap)
{
	static char first[HEXMAX + 3];
	const char *const *paths;
	int npaths = load_viewpaths(&paths);

	if (patch.merge == MergeCombined || !ismerge())
		return 0;
	snprintf(first, sizeof(first), "%s^1", hex);  /* not the view's parent */
	if (patch.merge == MergeRemerge)
		parse_remergeargv(argv, &patch.opts, hex, paths, npaths, num, numcap);
	else
		parse_diffargv(argv, &patch.opts, first, hex, paths, npaths, num, numcap);
	return 1;
}

/* into argv (DIFFARGVMAX words, pointing into ids, num and a buffer of its
 * own): a local row's diff, range-diff MARK...SEL, the diff from the mark,
 * or the selection's patch, with the pane's options; sets patch.rangediff */
static void
diffcmd(const char **argv, int cap, char ids[][HEXMAX + 1], char *num, size_t numcap)
{
	static char range[2 * HEXMAX + 8];
	int m = list_marked(), hl = graph_hashlen(load_graph());
	const char *from = NULL, *old, *now, *fp[2];
	const char *const *paths;
	int npaths = load_viewpaths(&paths);

	patch.rangediff = 0;
	if (list_local() >= 0) {  /* with the options and paths of a commit's */
		parse_localargv(argv, &patch.opts, list_local() == LocalStaged, 0,
		                paths, npaths, num, numcap);
		return;
	}
	hex_encode(graph_id(load_graph(), list_sel()), hl, ids[1]);
	if (mergecmd(argv, ids[1], num, numcap))
		return;
	if (m >= 0 && list_view() != ViewPatch) {
		hex_encode(graph_id(load_graph(), m), hl, ids[0]);
		from = ids[0];
	}
	if (from && list_view() == ViewRange) {
		snprintf(range, sizeof(range), "%s...%s", ids[0], ids[1]);
		pipe_argv(argv, cap, rangeargv, range, (char *)NULL);
		patch.rangediff = 1;
	} else if (!from && load_followpaths(list_sel(), &old, &now)) {
		/* --follow: the path the file had in that commit (both names
		 * of a rename, so that git sees it) */
		fp[0] = *old ? old : now;
		fp[1] = now;
		parse_diffargv(argv, &patch.opts, ids[1], NULL, fp, *old ? 2 : 1, num, numcap);
	} else {
		if (from && list_view() == ViewBack)  /* this to the mark */
			parse_diffargv(argv, &patch.opts, ids[1], from, paths, npaths, num, numcap);
		else
			parse_diffargv(argv, &patch.opts, from ? from : ids[1],
			               from ? ids[1] : NULL, paths, npaths, num, numcap);
	}
}

/* the selection's diff, once it is due (patchselect) */
int
patch_difftimeout(double now)
{
	char ids[2][HEXMAX + 1], num[32];
	int cap = DIFFARGVMAX(load_view()->nuser);
	const char **argv;

	if (patch.diffwant == -1)
		return -1;
	if (patch.diffwant != list_selkey() || now < patch.diffat)
		return (int)(patch.diffat - now + 1);
	if (patch.diffwant >= 0 && linepatch())
		return patch.diffwant == -1 ? 0 : LINEWAIT;
	argv = ecalloc(cap, sizeof(*argv));
	patch.diffwant = -1;
	diffcmd(argv, cap, ids, num, sizeof(num));
	patch.raw = !patch.rangediff;
	patch.wordpatch = patch.words && !patch.rangediff;
	patch.name = argv[1];
	patch.whole = 0;
	memset(&patch.pstate, 0, sizeof(patch.pstate));
	pipe_trace("+%.1fms patch %s started", core_ms(), list_selhex());
	if (pipe_spawn(&patch.diff, argv, 0) < 0) {
		core_setstatus(1, "cannot run git %s: %s", patch.name, strerror(errno));
	} else if (patch.rangediff) {  /* it can think for seconds before a line */
		core_setstatus(0, "%s", rangewait);
		core_setstatussel();
	}
	free(argv);
	if (patch.sidebyside && patch_combined()) {
		core_setstatus(0, "side by side is for one parent: a merge is shown combined");
		core_setstatussel();
	}
	return 0;  /* it ran: the window draws what it said next */
}

static void
addfileto(Lines *to, Lines *topaths, const RawEntry *e)
{
	const Span *id;
	char line[8192];
	size_t n = 0;

	line[n++] = e->status;
	line[n++] = ' ';
	if (e->oldpath.n) {
		n += utf8_clean(e->oldpath.s, e->oldpath.n, line + n, sizeof(line) / 2 - n);
		memcpy(line + n, " \xE2\x86\x92 ", 5);  /* → */
		n += 5;
	}
	n += utf8_clean(e->path.s, e->path.n, line + n, sizeof(line) - n);
	lines_add(to, line, n, (unsigned char)e->status, to->n);
	n = MIN(e->path.n, sizeof(line) - 1);  /* kept with a NUL after it */
	memcpy(line, e->path.s, n);
	line[n] = '\0';
	lines_add(topaths, line, n + 1, 0, 0);
	/* a submodule: the file view shows its commit, no git asked (the
	 * parent's, of a deleted one, which b opens) */
	id = e->newmode == GITLINKMODE ? &e->newid :
	     e->status == 'D' && e->oldmode == GITLINKMODE ? &e->oldid : NULL;
	if (id && id->n + 2 < sizeof(line) - n) {
		memcpy(line + n + 1, id->s, id->n);
		line[n + 1 + id->n] = '\0';
		lines_add(&files.links, line, n + 2 + id->n, 0, 0);
	}
}

/* with -w, a file whose changes are all blanks has no part in the patch:
 * the raw files wait for their `diff --git` lines (s) to be listed */
static void
pendfile(const char *s, size_t n)
{
	const struct Line *f, *p;
	int k;

	for (k = files.pendnext; k < files.pend.n; k++) {
		p = &files.pendpaths.line[k];
		if (parse_diffnames(s, n, files.pendpaths.buf + p->off, p->len - 1))
			break;
	}
	if (k == files.pend.n)  /* not found: the next one, whatever it is */
		k = files.pendnext;
	if (k >= files.pend.n)
		return;
	f = &files.pend.line[k];
	p = &files.pendpaths.line[k];
	lines_add(&files.files, files.pend.buf + f->off, f->len, f->style, files.files.n);
	lines_add(&files.paths, files.pendpaths.buf + p->off, p->len, 0, 0);
	files.pendnext = k + 1;
}

/* the changed words of patch line k, paired as it comes */
static void
patchwords(int k, int st, const char *s, size_t n)
{
	const struct Line *l;
	WordSpan w;
	int pairs[WORDCOLS], np, j;

	patch.word = egrow(patch.word, &patch.wordcap, k + 1, sizeof(*patch.word), 256);
	patch.word[k].s = patch.word[k].e = 0;
	if (!patch.wordpatch)
		return;
	np = hunk_pair(&patch.pairs, k, st, s, n, patch.pstate.ncols, pairs);
	for (j = 0; j < np; j++) {  /* the added line's words: its first pair's */
		l = &patch.lines.line[pairs[j]];
		hunk_words(patch.lines.buf + l->off, l->len, s, n, patch.pstate.ncols,
		           &patch.word[pairs[j]], j ? &w : &patch.word[k]);
	}
}

/* a line of the patch, its words and its row side by side */
static void
patchline(const char *s, size_t n)
{
	int st = patch.rangediff ? parse_range_line(s, n) : parse_patch_line(&patch.pstate, s, n);
	RawEntry e;

	if (st == PatchFile && n > 10 && (!strncmp(s, "diff --cc ", 10) ||
	    !strncmp(s, "diff --combined ", 16))) {
		const char *sp = (const char *)memchr(s + 5, ' ', n - 5) + 1;
		char *path = ecalloc(1, s + n - sp + 1);  /* a path of any length */

		memset(&e, 0, sizeof(e));
		e.status = 'M';
		e.path.s = path;
		e.path.n = parse_unquote(sp, s + n - sp, path, s + n - sp + 1);
		addfileto(&files.files, &files.paths, &e);
		free(path);
	} else if (st == PatchFile && files.pend.n > 0) {
		pendfile(s, n);
	}
	if (st == PatchFile) {
		files.hdr = egrow(files.hdr, &files.hdrcap, files.nhdr + 1, sizeof(*files.hdr), 64);
		files.hdr[files.nhdr++] = patch.lines.n;
	}
	lines_add(&patch.lines, s, n, st, files.nhdr - 1);
	patchwords(patch.lines.n - 1, st, s, n);
	hunk_side_add(&patch.side, st, s, n, patch.rangediff ? 0 : patch.pstate.ncols);
	if (patch.lines.n == 1)
		pipe_trace("+%.1fms patch %s first", core_ms(), list_selhex());
	if (patch.lines.n == 1 && !strcmp(core_status()->text, rangewait))
		core_setstatus(0, "");
}

/* the raw part: the files pane (with -w, the files wait for the patch) */
static void
readraw(int eof)
{
	const char *s;
	size_t n;
	long used;
	RawEntry e;

	while (patch.raw && patch.diff.obuf.off < patch.diff.obuf.len) {
		s = patch.diff.obuf.buf + patch.diff.obuf.off;
		n = patch.diff.obuf.len - patch.diff.obuf.off;
		if ((used = parse_raw(s, n, &e)) > 0) {
			/* a merge's files come from its --cc headers below, which
			 * leave out the trivially merged ones */
			if (e.nparents < 2)
				addfileto(patch.opts.ignorews ? &files.pend : &files.files,
				          patch.opts.ignorews ? &files.pendpaths : &files.paths,
				          &e);
			patch.diff.obuf.off += used;
		} else if (used == 0 && !eof) {
			break;
		} else {
			if (s[0] == '\0')  /* the NUL between raw part and patch */
				patch.diff.obuf.off++;
			patch.raw = 0;
		}
	}
}

/* a merge's remerge-diff that came empty: the merge is git's own */
static void
mergeend(void)
{
	if (ismerge() && patch.merge == MergeRemerge && patch.lines.n == 0) {
		core_setstatus(0, "remerge-diff: nothing beyond a clean automatic merge (M)");
		core_setstatussel();
	}
}

/* the patch is whole at its stdout's end (whole), before git has exited
 * and been reaped (eof), which on a busy machine can be a wait: its exit
 * status only says whether it failed */
static void
patchread(int k, int eof)
{
	const char *s;
	size_t n;
	int before = patch.lines.n, beforef = files.files.n;
	int whole = !patch.whole && (eof || patch.diff.out < 0);

	(void)k;
	readraw(eof || patch.diff.out < 0);
	while (!patch.raw && (s = pipe_bufline(&patch.diff.obuf, &n)))
		patchline(s, n);
	if (whole && !patch.raw && patch.diff.obuf.off < patch.diff.obuf.len) {  /* no last \n */
		patchline(patch.diff.obuf.buf + patch.diff.obuf.off,
		          patch.diff.obuf.len - patch.diff.obuf.off);
		patch.diff.obuf.off = patch.diff.obuf.len;
	}
	if (whole) {
		patch.whole = 1;
		patch.shown = patch.rerun;  /* its time is traced once drawn */
		patch.rerun = 0;
		if (patch.shown > 0)
			core_dirty(DirtyText);
		pipe_trace("+%.1fms patch %s done %d lines", core_ms(),
		           list_selhex(), patch.lines.n);
	}
	if (eof && !strcmp(core_status()->text, rangewait))
		core_setstatus(0, "");
	if (eof && core_failure(&patch.diff)) {
		core_setstatus(1, "git %s stopped after %d %s: %s", patch.name, patch.lines.n,
		          PLURAL(patch.lines.n, "line", "lines"), core_failure(&patch.diff));
		core_setstatussel();
	} else if (eof && patch.opts.ignorews && files.pend.n > 0 && files.files.n == 0) {
		/* -w left nothing of what the raw part lists */
		core_setstatus(0, "no changes but whitespace (w)");
		core_setstatussel();
	}
	if (eof && !core_failure(&patch.diff))
		mergeend();
	if (patch.lines.n != before || files.files.n != beforef || whole)
		core_event(&(Event){ .kind = EvPatch, .arg.last = patch.whole });
	if (patch.lines.n != before || whole || eof)
		core_dirty(DirtyStatus);
	if (eof)  /* reaped: this frees its buffers, kills nothing */
		pipe_kill(&patch.diff);
}

/* -L: the commit's patch of the lines as git log -L printed it (no git
 * runs), its files from its `diff --git` lines: 1 shown, -1 not whole
 * yet, 0 for another view or a diff from the mark */
static int
linepatch(void)
{
	char *path;
	const char *s, *e;
	size_t n;
	int k;
	RawEntry f;

	if (list_local() >= 0 || list_sel() < 0 || (list_marked() >= 0 && list_view() != ViewPatch))
		return 0;
	if ((k = load_linepatch(list_sel(), &s, &n)) <= 0)
		return k;
	patch.diffwant = -1;
	patch.raw = patch.rangediff = 0;
	patch.wordpatch = patch.words;
	patch.name = "log -L";
	memset(&patch.pstate, 0, sizeof(patch.pstate));
	for (; n > 0 && (e = memchr(s, '\n', n)); n -= e + 1 - s, s = e + 1) {
		memset(&f, 0, sizeof(f));
		path = ecalloc(1, e - s + 1);  /* a path of any length */
		if ((f.path.n = parse_diffpath(s, e - s, path, e - s + 1)) > 0) {
			f.status = 'M';
			f.path.s = path;
			addfileto(&files.files, &files.paths, &f);
		}
		free(path);
		patchline(s, e - s);
	}
	pipe_trace("+%.1fms patch %s done %d lines", core_ms(), list_selhex(), patch.lines.n);
	core_event(&(Event){ .kind = EvPatch, .arg.last = 1 });
	core_dirty(DirtyStatus);
	return 1;
}

/* the options of the patch that are not git's defaults, for the status
 * line: "-w -U5 all" */
size_t
patch_info(char *out, size_t cap)
{
	const char *const *paths;
	char u[16] = "";
	int n;

	if (patch.opts.context != DIFFCONTEXT)
		snprintf(u, sizeof(u), " -U%d", patch.opts.context);
	n = snprintf(out, cap, "%s%s%s%s%s%s", patch.opts.ignorews ? " -w" : "",
	             patch.opts.allpaths && load_viewpaths(&paths) > 0 ? " all paths" : "", u,
	             patch.words ? "" : " no words", patch.sidebyside ? " side by side" : "",
	             ismerge() ? mergeinfo[patch.merge] : "");
	return n < 0 ? 0 : MIN((size_t)n, cap - 1);
}

/* an option changed: the selection's patch again, at the same place */
static void
rediff(void)
{
	char info[128];

	core_event(&(Event){ .kind = EvRerun });  /* the pane keeps its place */
	patch_info(info, sizeof(info));
	core_setstatus(0, "patch:%s", info[0] ? info : " as git shows it");
	if (list_selkey() == -1)  /* nothing selected; a local row is -2 or -3 */
		return;
	clearpatch();
	patch.rerun = util_nowms();
	patch.diffwant = list_selkey();
	patch.diffat = util_nowms();
	core_dirty(DirtyText | DirtyFiles);
}

/* w: ignore changes in whitespace, or not */
void
patch_togglews(const Arg *arg)
{
	(void)arg;
	/* the file view's blame -w */
	if (core_command(&(Command){ .kind = CmdOption, .arg.letter = 'w' }))
		return;
	patch.opts.ignorews = !patch.opts.ignorews;
	rediff();
}

/* - and +: fewer or more lines of context */
void
patch_context(const Arg *arg)
{
	int c = MAX(0, patch.opts.context + arg->i);

	if (c == patch.opts.context)
		return;
	patch.opts.context = c;
	rediff();
}

/* a: in a view of some paths, the patch of those paths or of it all */
void
patch_togglepaths(const Arg *arg)
{
	const char *const *paths;

	(void)arg;
	if (load_viewpaths(&paths) == 0) {
		core_setstatus(0, "the view is not limited to paths: the patch is all of it");
		return;
	}
	patch.opts.allpaths = !patch.opts.allpaths;
	rediff();
}

/* M: a merge's patch combined (--cc), beyond a clean automatic merge
 * (--remerge-diff: the conflicts' resolutions and evil changes), or
 * against its first parent, in turn; a part above may take M first */
void
patch_togglemerge(const Arg *arg)
{
	static const char *const says[] = {
		"merge: the combined diff (--cc)",
		"merge: --remerge-diff, what it changed beyond a clean automatic merge",
		"merge: the diff against its first parent"
	};

	(void)arg;
	if (core_command(&(Command){ .kind = CmdOption, .arg.letter = 'M' }))
		return;
	if (!ismerge()) {
		core_setstatus(0, "not a merge: M shows a merge's patch combined, remerged or "
		               "against its first parent");
		return;
	}
	patch.merge = (patch.merge + 1) % MergeLast;
	if (patch.merge == MergeRemerge && pipe_refused(TrustMerge)) {
		/* an empty driver fails the merge (git 2.39 crashes): none runs */
		patch.merge = MergeFirst;
		rediff();
		core_setstatus(1, "%s; no remerge-diff here: it would run the repository's %s",
		          says[patch.merge], pipe_refused(TrustMerge));
		return;
	}
	rediff();
	core_setstatus(0, "%s", says[patch.merge]);
}

/* W: the changed words, or not (worked out again if they were not) */
void
patch_togglewords(const Arg *arg)
{
	(void)arg;
	patch.words = !patch.words;
	if (patch.words && !patch.wordpatch)
		rediff();
	else
		core_setstatus(0, "changed words %s", patch.words ? "shown" : "not shown");
	core_dirty(DirtyText);
}

static void
patchreset(void)
{
	patch.diffwant = -1;
	clearpatch();
}

/* a new selection: its patch at once after a rest; in a burst (a held
 * key) once the selection rests longer than the selections came apart,
 * so that no diff runs for each row passed */
static void
patchselect(void)
{
	double now = util_nowms(), gap = now - patch.selat;

	clearpatch();
	patch.diffwant = list_selkey();
	patch.diffat = gap < BURSTMS ? now + gap + diffdelay : now;
	patch.selat = now;
	core_dirty(DirtyText | DirtyFiles);
}

static Proc *patchproc(int k) { return k == 0 ? &patch.diff : NULL; }

static void
patchfree(void)
{
	lines_free(&patch.lines), lines_free(&files.files), lines_free(&files.paths);
	lines_free(&files.pend), lines_free(&files.pendpaths), lines_free(&files.links);
	free(files.hdr);
	free(patch.word);
	hunk_pairs_free(&patch.pairs);
	hunk_side_free(&patch.side);
}

const Part patchpart = {
	.reset = patchreset, .select = patchselect, .proc = patchproc, .read = patchread,
	.free = patchfree
};
