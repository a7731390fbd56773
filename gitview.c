/* See LICENSE file for copyright and license details.
 *
 * gitview.c: the core of gitview, a history browser for git; no X here
 * (x.c draws it, through win.h).
 *
 * git does the work: `git rev-list --parents` with the user's arguments
 * streams the commits, and graph.c keeps them in a topological list with
 * their lanes. Only what is on screen is ever looked at: the text of the
 * rows shown comes from one long-running `git cat-file --batch` into a
 * small cache, and lanes are laid out for the rows shown.
 *
 * Below the list, the commit pane runs the selected commit's headers and
 * message (from cat-file) into its patch (`git diff-tree -p --raw -z`,
 * one process for the selection, killed when it moves on), and the files
 * pane lists what the raw part of that output names.
 *
 * Every live git process is an entry of the sources[] table at the end:
 * the event loop in x.c polls their pipes (core_fds) and calls their
 * readers (core_read) while keys and exposes are answered.
 */
#include <sys/types.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <locale.h>
#include <poll.h>
#include <regex.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "hunk.h"
#include "util.h"
#include "gitview.h"
#include "watch.h"
#include "win.h"

/* git, as spawned by the readers below (the parsers' own are in parse.c) */
static const char *const repoargv[] = {
	"git", "rev-parse", "--absolute-git-dir", "--show-object-format",
	"--path-format=absolute", "--git-common-dir", "--show-toplevel", NULL
};
/* which of the user's arguments are paths, when they give no "--" */
static const char *const pathsargv[] = {
	"git", "rev-parse", "--no-flags", "--no-revs", NULL
};
/* goto: the revision typed comes after --end-of-options, as typed; then
 * the commit its object peels to (ID^{commit}), or the object's type */
static const char *const gotoargv[] = {
	"git", "rev-parse", "--verify", "--end-of-options", NULL
};
static const char *const peelargv[] = {
	"git", "rev-parse", "--verify", "--quiet", NULL
};
static const char *const typeargv[] = { "git", "cat-file", "-t", NULL };
static const char *const headargv[] = {
	"git", "rev-parse", "--verify", "--quiet", "HEAD", NULL
};

static void resetview(void);
static int followpaths(int c, const char **old, const char **now);
static void newtext(void);
static void buildhdr(void);
static void commithdr(void);
static void findlinks(void);
static void walks_start(void);
static void histpush(int c);
static void localshow(void);
static int viewpaths(const char *const **paths);

Layout lay = { .focus = PaneList };
Load load;
Repo repo = { .hashbytes = 20 };
List list = { .sel = -1 };
Local local = { .head = -1, .sel = -1 };
Picker picker;
StatusLine status;
History hist;
CommitPane cpane = { .raw = 1, .diffwant = -1, .bodywant = -1,
                     .opts = { .context = DIFFCONTEXT }, .words = 1,
                     .side = { .fill = -1 } };
static int rangediff;        /* the commit pane's git is range-diff */
static const char rangewait[] = "running git range-diff\xE2\x80\xA6";
static const char *diffname = "diff-tree";  /* and its name, for messages */
FilesPane filespane = { .narrow = -1 };
TextSel textsel;
Graph *graph;
Edit gotoed;                 /* the goto field */
int dirty, dirtyrows[2] = { -1, -1 };
double starttime;
int running = 1;

static Job jobs[8];

#define WATCHPOLL    1000    /* ms between the stats, without inotify */
#define RELOADMAX    800     /* ms from a change of the refs to the reload */
#define PEELMAX      256     /* tags of tags peeled in one load */
#define BIGHISTORY   100000  /* commits: past this, a commit-graph file pays */
#define GRAPHSPEEDUP "3"     /* its speed-up on make bench's history */

/* the live reload: the refs watched (watch.c), reloaded once they rest */
static struct {
	int how;                /* 0: off; WatchStat or WatchInotify */
	double due;             /* when the reload is due; 0: none */
	double first;           /* the first change of this burst */
	double nextpoll;        /* WatchStat: when to stat again */
} watching;

/* the rows' text from cat-file, and its requests in flight, oldest
 * first: a request for a whole message is the commit's number + 1,
 * negated */
static struct {
	Proc cat;
	int dead;               /* cat-file ended: no more text */
	RowText texts[TEXTCACHE];
	int n;
	int *flight, head, nflight, flightcap;
} cache;

/*
 * The list's rows are the graph's, with the local changes' rows (at most
 * two) just above HEAD's: list row r is graph row r above them, and
 * r - local.n below.
 */
static int
localat(void)
{
	return local.n ? graph_row(graph, local.head) : -1;
}

static int
ncommits(void)
{
	return graph ? graph_rows(graph) : 0;
}

int
rows(void)
{
	return graph ? graph_rows(graph) + local.n : 0;
}

/* the graph row whose lanes list row r shows (HEAD's for a local row) */
int
graphrow(int r)
{
	int at = localat();

	if (r < 0 || r >= rows())
		return -1;
	if (at < 0 || r < at)
		return r;
	return r < at + local.n ? at : r - local.n;
}

/* the kind of local changes at list row r, or -1 */
int
rowlocal(int r)
{
	int at = localat();

	return at >= 0 && r >= at && r < at + local.n ? local.kind[r - at] : -1;
}

/* the commit at list row r, or -1 (a local row, no row) */
int
rowcommit(int r)
{
	if (rowlocal(r) >= 0 || (r = graphrow(r)) < 0)
		return -1;
	return graph_commit(graph, r);
}

/* the list row of commit c, or -1 */
int
commitrow(int c)
{
	int r = graph && c >= 0 ? graph_row(graph, c) : -1, at = localat();

	return r >= 0 && at >= 0 && r >= at ? r + local.n : r;
}

int
selrow(void)
{
	int k;

	for (k = 0; local.sel >= 0 && k < local.n; k++)
		if (local.kind[k] == local.sel)
			return localat() + k;
	return list.sel >= 0 ? commitrow(list.sel) : -1;
}

/* what is selected, as the diff's timer keeps it: a commit, or a
 * local row as -2 - its kind */
static int
selkey(void)
{
	return local.sel >= 0 ? -2 - local.sel : list.sel;
}

/* row text cache */

static RowText *
text_find(int c)
{
	unsigned int i;

	for (i = (unsigned int)c * 2654435761u % TEXTCACHE; cache.texts[i].commit >= 0;
	     i = (i + 1) % TEXTCACHE)
		if (cache.texts[i].commit == c)
			return &cache.texts[i];
	return NULL;
}

/* a slot for c; when the cache fills, keep only the rows on screen */
static RowText *
text_add(int c)
{
	static RowText keep[TEXTCACHE];
	unsigned int i;
	int n = 0, k, r;

	if (cache.n >= TEXTCACHE * 3 / 4) {
		for (i = 0; i < TEXTCACHE; i++) {
			r = commitrow(cache.texts[i].commit);
			if (r >= list.top && r < list.top + lay.listrows + 1 && cache.texts[i].commit != c)
				keep[n++] = cache.texts[i];
			cache.texts[i].commit = -1;
		}
		cache.n = 0;
		for (k = 0; k < n; k++)
			*text_add(keep[k].commit) = keep[k];
	}
	for (i = (unsigned int)c * 2654435761u % TEXTCACHE; cache.texts[i].commit >= 0;
	     i = (i + 1) % TEXTCACHE)
		;
	memset(&cache.texts[i], 0, sizeof(cache.texts[i]));
	cache.texts[i].commit = c;
	cache.n++;
	return &cache.texts[i];
}

/* ask cat-file for commit c: its row text, or its whole message */
static void
cat_request(int c, int whole)
{
	char hex[HEXMAX + 2];
	int hl = graph_hashlen(graph);

	if (cache.dead)
		return;
	if (!pipe_running(&cache.cat) && pipe_spawn(&cache.cat, catfileargv, 1) < 0) {
		cache.dead = 1;
		setstatus(1, "cannot run git cat-file: %s", strerror(errno));
		return;
	}
	if (!whole)
		text_add(c);
	if (cache.nflight == cache.flightcap) {
		int *nf, i, old = cache.flightcap;

		cache.flightcap = old ? old * 2 : 256;
		nf = ecalloc(cache.flightcap, sizeof(*nf));
		for (i = 0; i < cache.nflight; i++)
			nf[i] = cache.flight[(cache.head + i) % old];
		free(cache.flight);
		cache.flight = nf;
		cache.head = 0;
	}
	cache.flight[(cache.head + cache.nflight++) % cache.flightcap] = whole ? -(c + 1) : c;
	hex_encode(graph_id(graph, c), hl, hex);
	hex[2 * hl] = '\n';
	pipe_write(&cache.cat, hex, 2 * hl + 1);
}

/* the text of commit c, once cat-file gave it */
const RowText *
rowtext(int c)
{
	RowText *t = text_find(c);

	return t && t->loaded ? t : NULL;
}

/* the text of commit c, asked for if it is not here */
static const RowText *
text_want(int c)
{
	if (!text_find(c))
		cat_request(c, 0);
	return rowtext(c);
}

/* ask for the text of the rows the list shows: before drawing them */
static void
list_want(void)
{
	int r, end = graph ? MIN(rows(), list.top + lay.listrows + 1) : 0;

	for (r = MAX(0, list.top); r < end; r++)
		if (rowcommit(r) >= 0)
			text_want(rowcommit(r));
}

/* the window */

void
settitle(void)
{
	char title[1024];
	const RowText *rt;

	if (local.sel >= 0) {
		snprintf(title, sizeof(title), "gitview: %s: %s", repo.name,
		         localtitle(local.sel));
	} else if (list.sel < 0) {
		snprintf(title, sizeof(title), "gitview: %s", repo.name);
	} else {
		rt = text_find(list.sel);
		snprintf(title, sizeof(title), "gitview: %s: %.7s%s%s", repo.name,
		         list.selhex, rt && rt->loaded ? " " : "",
		         rt && rt->loaded ? rt->subject : "");
	}
	win_title(title);
}

void
setstatus(int err, const char *fmt, ...)
{
	va_list ap;
	int was = status.err;

	va_start(ap, fmt);
	vsnprintf(status.text, sizeof(status.text), fmt, ap);
	va_end(ap);
	status.ofsel = 0;
	status.err = err;
	dirty |= DirtyStatus;
	if (status.text[0])
		pipe_trace("status: %s", status.text);
	/* the colour too, which a test cannot read as text (the monkey's) */
	if (err || was)
		pipe_trace("status %s", err ? "red" : "not red");
}

/* the user acts (a key, a click, a field's key): a red message of what
 * went before goes, as the action's own message would replace it, so
 * the line is red only while the last thing done has failed; what the
 * action says, or a git it starts says later, is shown anew */
void
core_act(void)
{
	if (status.err)
		setstatus(0, "");
}

/* the status line's left part when there is no message: what is
 * listed, counted as the position on the right counts rows (commits,
 * and the local changes rows beside them), and what find says */
size_t
statusinfo(char *out, size_t cap)
{
	char info[700], locals[64] = "";
	int n = ncommits(), r;

	findinfo(info, sizeof(info));
	if (local.n)
		snprintf(locals, sizeof(locals), " and %d %s of local changes", local.n,
		         PLURAL(local.n, "row", "rows"));
	if (load.empty)
		r = snprintf(out, cap, "No commits: the repository is empty");
	else if (load.done && n == 0)
		r = snprintf(out, cap, "No commits match");
	else
		r = snprintf(out, cap, "%s%d %s%s%s", load.done ? "" : "Loading\xE2\x80\xA6 ",
		             n, PLURAL(n, "commit", "commits"), locals, info);
	return r < 0 ? 0 : MIN((size_t)r, cap - 1);
}

/* why p ended badly, for the status line; NULL when it did not */
const char *
failure(Proc *p)
{
	if (WIFEXITED(p->status) && WEXITSTATUS(p->status) == 0)
		return NULL;
	if (*pipe_errline(p))
		return pipe_errline(p);
	return WIFSIGNALED(p->status) ? strsignal(WTERMSIG(p->status)) : "failed";
}

void
markrow(int row)
{
	if (row < 0)
		return;
	if (dirtyrows[0] < 0)
		dirtyrows[0] = row;
	else if (dirtyrows[1] < 0 && dirtyrows[0] != row)
		dirtyrows[1] = row;
	else if (dirtyrows[0] != row && dirtyrows[1] != row)
		dirty |= DirtyList;
}

/* keep the selection on screen */
void
follow(void)
{
	int r = selrow(), n = lay.listrows, old = list.top;

	if (r < 0)
		return;
	list.top = keepinview(list.top, r, n);
	if (list.top != old)
		dirty |= DirtyList;
}

/* a selection is made: the one a reload awaits is not, nor the jump of
 * a find still running (the user's is kept: the find only marks, and
 * says nothing of it in red); the file view a live reload kept stays
 * only on its commit */
static void
selmade(int c)
{
	if (load.keepfview && (c < 0 || memcmp(graph_id(graph, c), load.reselectid,
	    graph_hashlen(graph))))
		load.keepfview = 0;
	load.reselect = 0;
	if (find.when == FindJump)
		find.when = FindMark;
}

void
selectcommit(int c)
{
	if (c < 0)
		return;
	selmade(c);  /* the selected one again is a selection made too */
	if (c == list.sel)
		return;
	load.atfirst = 0;
	markrow(selrow());
	local.sel = -1;
	list.sel = c;
	markrow(selrow());
	follow();
	hex_encode(graph_id(graph, c), graph_hashlen(graph), list.selhex);
	memcpy(list.primhex, list.selhex, sizeof(list.primhex));
	win_ownprimary(list.primhex);
	settitle();
	newtext();
	histpush(c);
	dirty |= DirtyStatus;
	pipe_trace("+%.1fms selected %s", now_ms() - starttime, list.selhex);
}

/* a local changes row: its patch, and PRIMARY left as it is (whoever
 * owns it: gitview keeps serving the last commit's id from primhex) */
static void
selectlocal(int kind)
{
	if (kind == local.sel)
		return;
	selmade(-1);
	load.atfirst = 0;
	markrow(selrow());
	list.sel = -1;
	local.sel = kind;
	markrow(selrow());
	follow();
	snprintf(list.selhex, sizeof(list.selhex), "%s",
	         kind == LocalStaged ? "staged" : "unstaged");
	settitle();
	newtext();
	dirty |= DirtyStatus;
	pipe_trace("+%.1fms selected %s", now_ms() - starttime, list.selhex);
}

void
selectrow(int r)
{
	if (rows() == 0)
		return;
	r = MAX(0, MIN(r, rows() - 1));
	if (rowlocal(r) >= 0)
		selectlocal(rowlocal(r));
	else
		selectcommit(rowcommit(r));
}

/* small git commands whose whole output is wanted: refs, goto, reload */

Job *
job_start(const char *const argv[], void (*done)(Job *), const char *text)
{
	unsigned int i;

	for (i = 0; i < LEN(jobs) && jobs[i].done; i++)
		;
	if (i == LEN(jobs) || pipe_spawn(&jobs[i].p, argv, 0) < 0) {
		setstatus(1, "cannot run git");
		return NULL;
	}
	jobs[i].done = done;
	snprintf(jobs[i].text, sizeof(jobs[i].text), "%s", text ? text : "");
	return &jobs[i];
}

void
job_cancel(void (*done)(Job *))
{
	unsigned int i;

	for (i = 0; i < LEN(jobs); i++) {
		if (jobs[i].done == done) {
			pipe_kill(&jobs[i].p);
			jobs[i].done = NULL;
		}
	}
}

/* tags of tags, peeled by show-ref to what they tag at last */
static void
gotpeeled(Job *j)
{
	const char *line;
	unsigned char id[OIDMAX];
	RefLine r;
	size_t n;

	while ((line = buf_line(&j->p.obuf, &n))) {
		if (parse_peeled(line, n, &r) < 0 || r.hashlen != 2 * repo.hashbytes ||
		    hex_decode(r.hex, repo.hashbytes, id) < 0)
			continue;
		refs_add(repo.refs, id, r.kind, 0, r.name.s, r.name.n);
	}
	dirty |= DirtyList;
	walks_start();
	buildhdr();
}

/* the refs of this load, from for-each-ref */
static void
gotrefs(Job *j)
{
	const char *line, **peel = NULL;
	unsigned char id[OIDMAX];
	RefLine r;
	size_t n;
	int current = 0, npeel = 0, base;

	job_cancel(gotpeeled);
	refs_free(repo.refs);
	repo.refs = refs_new(repo.hashbytes);
	for (base = 0; showrefargv[base]; base++)
		;
	while ((line = buf_line(&j->p.obuf, &n))) {
		if (parse_ref(line, n, &r) < 0 || r.hashlen != 2 * repo.hashbytes ||
		    hex_decode(r.hex, repo.hashbytes, id) < 0)
			continue;
		if (r.peel && npeel < PEELMAX) {  /* its name ends the line */
			if (!peel)
				peel = ecalloc(base + PEELMAX + 1, sizeof(*peel));
			((char *)r.ref.s)[r.ref.n] = '\0';
			peel[base + npeel++] = r.ref.s;
		}
		if (!r.peel)
			refs_add(repo.refs, id, r.kind, r.current, r.name.s, r.name.n);
		current |= r.current;
	}
	if (!current && repo.headhex[0] && hex_decode(repo.headhex, repo.hashbytes, id) == 0)
		refs_add(repo.refs, id, RefHead, 1, "HEAD", 4);  /* detached */
	if (peel) {
		memcpy(peel, showrefargv, base * sizeof(*peel));
		job_start(peel, gotpeeled, NULL);
		free(peel);
	}
	dirty |= DirtyList;
	walks_start();
	buildhdr();
}

static void
gothead(Job *j)
{
	const char *line;
	size_t n;

	repo.headhex[0] = '\0';
	if ((line = buf_line(&j->p.obuf, &n)) && n == 2 * (size_t)repo.hashbytes)
		memcpy(repo.headhex, line, n), repo.headhex[n] = '\0';
	job_start(refargv, gotrefs, NULL);  /* now that HEAD is known */
	local.headknown = 1;
	localshow();
}

/* the local changes: whether there are any of each kind, asked of git's
 * exit status (1: there are), then shown above HEAD once it is listed */

const char *
localtitle(int kind)
{
	return kind == LocalStaged ? "Local changes in the index" :
	    "Local changes not in the index";
}

/* list.top stays on the same rows when the local ones come or go above */
static void
localshow(void)
{
	unsigned char id[OIDMAX];
	int c = -1, n = 0, k, at, old = local.n;

	if (graph && repo.headhex[0] &&
	    hex_decode(repo.headhex, graph_hashlen(graph), id) == 0 &&
	    (c = graph_find(graph, id)) >= 0 && graph_row(graph, c) < 0)
		c = -1;
	for (k = 0; k < LocalLast && c >= 0; k++)
		if (local.has[k])
			local.kind[n++] = k;
	if (n == local.n && c == local.head) {
		if (!local.asked && local.headknown && !local.told)  /* the answer, for the tests */
			pipe_trace("+%.1fms local rows %d", now_ms() - starttime, local.n);
		local.told |= !local.asked && local.headknown;
		return;
	}
	at = localat();
	if (at >= 0 && at < list.top)
		list.top -= old;
	local.head = c;
	local.n = n;
	at = localat();
	if (at >= 0 && at < list.top)
		list.top += n;
	if (local.sel >= 0 && selrow() < 0) {  /* its row is gone */
		local.sel = -1;
		selectrow(MAX(0, at));
	}
	find.sortdirty = 1;
	dirty |= DirtyList | DirtyStatus;
	local.told |= !local.asked && local.headknown;
	pipe_trace("+%.1fms local rows %d", now_ms() - starttime, local.n);
}

static void
localdone(int kind, Job *j)
{
	local.has[kind] = WIFEXITED(j->p.status) && WEXITSTATUS(j->p.status) == 1;
	local.asked &= ~(1 << kind);
	localshow();
}

static void gotunstaged(Job *j) { localdone(LocalUnstaged, j); }
static void gotstaged(Job *j) { localdone(LocalStaged, j); }

/* ask git again (at the start, and on r), about the view's paths; none
 * in a bare repository */
static void
localprobe(void)
{
	const char *const *paths;
	int npaths = viewpaths(&paths);
	const char **argv = ecalloc(DIFFARGVMAX(npaths), sizeof(*argv));
	char num[32];

	job_cancel(gotunstaged);
	job_cancel(gotstaged);
	local.has[LocalUnstaged] = local.has[LocalStaged] = 0;
	local.asked = local.told = 0;
	if (repo.topdir) {
		parse_localargv(argv, NULL, 0, 1, paths, npaths, num, sizeof(num));
		if (job_start(argv, gotunstaged, NULL))
			local.asked |= 1 << LocalUnstaged;
		parse_localargv(argv, NULL, 1, 1, paths, npaths, num, sizeof(num));
		if (job_start(argv, gotstaged, NULL))
			local.asked |= 1 << LocalStaged;
	}
	free(argv);
}

/* the commit pane's text */

static char selauthor[600], selcommitter[600];

/*
 * The patch is shown as rows: a line each, or side by side (s) the rows
 * of cpane.side, where a removed and an added line share one. prow is
 * the row of patch line k (k may be the end), rowline a line of row r.
 */
static int
prow(int k)
{
	if (!cpane.sidebyside)
		return k;
	return k < cpane.side.nlines ? cpane.side.rowof[k] : cpane.side.n;
}

static int
rowline(int r)
{
	if (!cpane.sidebyside || r >= cpane.side.n)
		return r;
	return cpane.side.row[r].left >= 0 ? cpane.side.row[r].left : cpane.side.row[r].right;
}

/* the row where the part of the patch shown starts: all, or a file's */
static int
prowstart(void)
{
	return filespane.narrow >= 0 ? prow(filespane.hdr[filespane.narrow]) : 0;
}

/* lines of the commit pane in order: headers, message, patch (or the part
 * of it narrowed to) */
int
tlines(void)
{
	int k = filespane.narrow;

	if (k >= 0)
		return prow(k + 1 < filespane.nhdr ? filespane.hdr[k + 1] : cpane.patch.n) - prowstart();
	return cpane.hdr.n + cpane.msg.n + prow(cpane.patch.n);
}

const struct Line *
tline(int i, const char **buf)
{
	if (filespane.narrow < 0 && i < cpane.hdr.n)
		return *buf = cpane.hdr.buf, &cpane.hdr.line[i];
	if (filespane.narrow < 0 && (i -= cpane.hdr.n) < cpane.msg.n)
		return *buf = cpane.msg.buf, &cpane.msg.line[i];
	if (filespane.narrow < 0)
		i -= cpane.msg.n;
	*buf = cpane.patch.buf;
	return &cpane.patch.line[rowline(prowstart() + i)];
}

/* row i of the pane side by side: 1 and *row when its two sides are
 * drawn apart, else 0 (a whole row, drawn as tline has it) */
int
trow(int i, const SideRow **row)
{
	const SideRow *r;

	if (!cpane.sidebyside)
		return 0;
	if (filespane.narrow < 0 && (i -= cpane.hdr.n + cpane.msg.n) < 0)
		return 0;
	if ((i += prowstart()) >= cpane.side.n)
		return 0;
	r = &cpane.side.row[i];
	if (r->kind != SidePair)
		return 0;
	*row = r;
	return 1;
}

/* the text pane line where file k of the patch starts */
static int
fileline(int k)
{
	return filespane.narrow >= 0 ? 0 : cpane.hdr.n + cpane.msg.n + prow(filespane.hdr[k]);
}

/* the file whose part of the patch is at the top of the pane, or -1 */
int
curfile(void)
{
	int at;

	if (filespane.narrow >= 0)
		return filespane.narrow;
	at = cpane.top - cpane.hdr.n - cpane.msg.n;
	if (filespane.nhdr == 0 || at < prow(filespane.hdr[0]))
		return -1;
	at = rowline(at);
	return lowerbound(filespane.hdr, filespane.nhdr, at + 1) - 1;  /* the last at or above */
}

/* t at the top, as settop; a row near the end is still put on top */
static void
puttop(int t)
{
	settop(t);
	if (cpane.top != t && t >= 0 && t < tlines()) {
		cpane.top = t;
		dirty |= DirtyText;
	}
}

void
settop(int t)
{
	int old = cpane.top, oldf = curfile();

	cpane.top = MAX(0, MIN(t, tlines() - lay.textrows));
	if (cpane.top != old)
		dirty |= DirtyText;
	if (curfile() != oldf)
		dirty |= DirtyFiles;
}

/* a name or mail of commit ci in UTF-8, from its encoding, control-free */
static void
decodename(const CommitInfo *ci, const Span *name, char *out, size_t cap)
{
	size_t n;
	char *s = parse_decode(&ci->encoding, name->s, name->n, &n);

	utf8_clean(s, n, out, cap);
	free(s);
}

static void
fmtident(char *out, size_t cap, const char *key, const CommitInfo *ci,
         const Span *name, const Span *mail, long long t, int tz)
{
	char nm[256], ml[256], date[64];
	time_t tt = (time_t)(t + tz * 60LL);
	struct tm tm;

	decodename(ci, name, nm, sizeof(nm));
	decodename(ci, mail, ml, sizeof(ml));
	gmtime_r(&tt, &tm);
	strftime(date, sizeof(date), "%Y-%m-%d %H:%M:%S", &tm);
	snprintf(out, cap, "%s %s <%s>  %s %c%02d%02d", key, nm, ml, date,
	         tz < 0 ? '-' : '+', abs(tz) / 60, abs(tz) % 60);
}

static void
addlink(const char *key, int c)
{
	char line[400], hex[HEXMAX + 1];
	const RowText *t = text_want(c);

	hex_encode(graph_id(graph, c), graph_hashlen(graph), hex);
	snprintf(line, sizeof(line), "%s %.10s %s", key, hex,
	         t ? t->subject : "");
	lines_add(&cpane.hdr, line, strlen(line), LineLink, c);
}

/*
 * Follows, Precedes and Merged by come from walks of the graph (graph.c)
 * done a slice at a time between events, so they never hold up drawing.
 */
static Walk *wup, *wdown;
static int mergedby = -1, walking;

static int
istagged(int c, void *arg)
{
	int k;

	(void)arg;
	for (k = refs_first(repo.refs, graph_id(graph, c)); k >= 0; k = refs_next(repo.refs, k))
		if (refs_kind(repo.refs, k) == RefTag)
			return 1;
	return 0;
}

static void
walks_start(void)
{
	walking = 0;
	mergedby = -1;
	walk_free(wup);
	walk_free(wdown);
	wup = wdown = NULL;
	if (list.sel < 0 || !load.done)
		return;
	wup = walk_new(graph, list.sel, 1);
	wdown = walk_new(graph, list.sel, 0);
	walking = 1;
}

/* a slice of the walks; called from the event loop while walking */
static void
walks_step(void)
{
	int a, b;

	a = walk_step(wup, walkslice, istagged, NULL, 1);
	b = walk_step(wdown, walkslice, istagged, NULL, 0);
	if (a && b) {
		walking = 0;
		mergedby = graph_mergedby(graph, wdown, list.sel);
		buildhdr();
		pipe_trace("+%.1fms walks done %s", now_ms() - starttime, list.selhex);
	}
}

/* a Tags: or Branches: line with the refs at the selection; branches are
 * local and remote-tracking heads, as in gitk (no HEAD, stash or notes) */
static void
addrefs(const char *key, int tags)
{
	char line[1024];
	size_t n;
	int k, kind, any = 0;

	n = snprintf(line, sizeof(line), "%s", key);
	for (k = refs_first(repo.refs, graph_id(graph, list.sel)); k >= 0; k = refs_next(repo.refs, k)) {
		kind = refs_kind(repo.refs, k);
		if ((tags ? kind != RefTag : kind != RefBranch && kind != RefRemote) ||
		    n + 3 >= sizeof(line))
			continue;
		n += snprintf(line + n, sizeof(line) - n, "%s%s", any ? ", " : "",
		              refs_name(repo.refs, k));
		n = MIN(n, sizeof(line) - 1);
		any = 1;
	}
	if (any)
		lines_add(&cpane.hdr, line, n, LineHead, -1);
}

/* Follows: or Precedes: the tags of commit c, which a click selects */
static void
addtag(const char *key, int c)
{
	char line[1024];
	size_t n;
	int k, any = 0;

	if (c < 0)
		return;
	n = snprintf(line, sizeof(line), "%s", key);
	for (k = refs_first(repo.refs, graph_id(graph, c)); k >= 0; k = refs_next(repo.refs, k)) {
		if (refs_kind(repo.refs, k) != RefTag || n + 3 >= sizeof(line))
			continue;
		n += snprintf(line + n, sizeof(line) - n, "%s%s", any ? ", " : "",
		              refs_name(repo.refs, k));
		n = MIN(n, sizeof(line) - 1);
		any = 1;
	}
	lines_add(&cpane.hdr, line, n, LineLink, c);
}

/* a compare's one line: diff MARK..SELECTED, range-diff MARK...SELECTED */
static void
comparehdr(void)
{
	char line[2 * HEXMAX + 32], hex[HEXMAX + 1];

	hex_encode(graph_id(graph, markedcommit()), graph_hashlen(graph), hex);
	snprintf(line, sizeof(line), "%s %.7s%s%.7s",
	         cpane.view == ViewRange ? "range-diff" : "diff", hex,
	         cpane.view == ViewRange ? "..." : "..", list.selhex);
	lines_add(&cpane.hdr, line, strlen(line), LineHead, -1);
}

/* the headers: commit, author, committer, refs, parents and children;
 * for a compare or a local row, what it is */
static void
buildhdr(void)
{
	int old = cpane.hdr.n;

	lines_clear(&cpane.hdr);
	if (local.sel >= 0)
		lines_add(&cpane.hdr, localtitle(local.sel), strlen(localtitle(local.sel)),
		          LineHead, -1);
	else if (list.sel >= 0 && cpane.view != ViewPatch && markedcommit() >= 0)
		comparehdr();
	else if (list.sel >= 0)
		commithdr();
	else
		return;
	lines_add(&cpane.hdr, "", 0, LineHead, -1);
	if (cpane.hdr.n != old && cpane.top > 0)
		cpane.top = MAX(0, cpane.top + cpane.hdr.n - old);
	dirty |= DirtyText;
}

static void
commithdr(void)
{
	char line[HEXMAX + 16];
	int kids[64], n, i;

	snprintf(line, sizeof(line), "commit %s", list.selhex);
	lines_add(&cpane.hdr, line, strlen(line), LineHead, -1);
	if (selauthor[0])
		lines_add(&cpane.hdr, selauthor, strlen(selauthor), LineHead, -1);
	if (selcommitter[0])
		lines_add(&cpane.hdr, selcommitter, strlen(selcommitter), LineHead, -1);
	addrefs("Tags:     ", 1);
	addrefs("Branches: ", 0);
	for (i = 0; i < graph_nparents(graph, list.sel); i++)
		addlink("Parent:", graph_parent(graph, list.sel, i));
	n = graph_children(graph, list.sel, kids, LEN(kids));
	for (i = 0; i < MIN(n, (int)LEN(kids)); i++)
		addlink("Child: ", kids[i]);
	if (walking || !load.done) {
		lines_add(&cpane.hdr, "Follows:  (looking)", 19, LineHead, -1);
		lines_add(&cpane.hdr, "Precedes: (looking)", 19, LineHead, -1);
	} else {
		addtag("Follows:  ", walk_found(wup));
		addtag("Precedes: ", walk_found(wdown));
		if (mergedby >= 0)
			addlink("Merged by:", mergedby);
	}
}

/* the whole commit object of the selection, from cat-file */
static void
setbody(const char *body, size_t n)
{
	CommitInfo ci;
	const char *s, *e, *nl;
	char *text;
	size_t len;

	lines_clear(&cpane.msg);
	selauthor[0] = selcommitter[0] = '\0';
	if (!body || parse_commit(body, n, &ci) < 0) {
		lines_add(&cpane.msg, "(the commit cannot be read)", 27, LineMsg, -1);
		buildhdr();
		return;
	}
	fmtident(selauthor, sizeof(selauthor), "Author:   ", &ci, &ci.aname, &ci.amail,
	         ci.atime, ci.atz);
	if (ci.cname.n != ci.aname.n || memcmp(ci.cname.s, ci.aname.s, ci.cname.n) ||
	    ci.cmail.n != ci.amail.n || memcmp(ci.cmail.s, ci.amail.s, ci.cmail.n) ||
	    ci.ctime != ci.atime || ci.ctz != ci.atz)
		fmtident(selcommitter, sizeof(selcommitter), "Committer:", &ci, &ci.cname,
		         &ci.cmail, ci.ctime, ci.ctz);
	text = parse_decode(&ci.encoding, ci.message.s, ci.message.n, &len);
	for (s = text, e = text + len; s < e; s = nl + 1) {
		if (!(nl = memchr(s, '\n', e - s)))
			nl = e;
		lines_add(&cpane.msg, s, nl - s, LineMsg, -1);
	}
	free(text);
	lines_add(&cpane.msg, "", 0, LineMsg, -1);
	findlinks();
	buildhdr();
}

/* commit c if it is the only one listed whose id starts with hex[0..n) */
static int
findprefix(const char *hex, size_t n)
{
	unsigned char want[OIDMAX];
	char full[HEXMAX + 1];
	int hl = graph_hashlen(graph);
	size_t i;

	if (n > 2 * (size_t)hl)
		return -1;
	for (i = 0; i < 2 * (size_t)hl; i++)
		full[i] = i >= n ? '0' : hex[i] >= 'A' && hex[i] <= 'F' ? hex[i] - 'A' + 'a' : hex[i];
	if (hex_decode(full, hl, want) < 0)
		return -1;
	return MAX(-1, graph_findprefix(graph, want, (int)n));
}

/* the hex words of the message that name a commit listed: links; a
 * message line's data is the first of its links, or -1 */
static void
findlinks(void)
{
	static char buf[LINEMAX], ctl[LINEMAX];
	struct Line *l;
	size_t n, at, len, b;
	int i, c, cols, col, tries = 0;
	long cp;

	cpane.nlinks = 0;
	for (i = 0; i < cpane.msg.n; i++) {
		l = &cpane.msg.line[i];
		l->data = -1;
		n = utf8_expand(cpane.msg.buf + l->off, l->len, tabwidth, buf, ctl, sizeof(buf), &cols);
		for (at = b = col = 0; tries < MSGLINKMAX && (len = parse_hexword(buf, n, &at)); at += len) {
			tries++;
			if ((c = findprefix(buf + at, len)) < 0)
				continue;
			for (; b < at; col++)  /* the columns before it */
				b += utf8_decode(buf + b, at - b, &cp);
			if (cpane.nlinks == cpane.linkcap) {
				cpane.linkcap = cpane.linkcap ? 2 * cpane.linkcap : 8;
				cpane.links = erealloc(cpane.links, cpane.linkcap * sizeof(*cpane.links));
			}
			if (l->data < 0)
				l->data = cpane.nlinks;
			cpane.links[cpane.nlinks++] = (MsgLink){ i, col, (int)len, c };
		}
	}
	if (tries)
		pipe_trace("+%.1fms links %d %s", now_ms() - starttime, cpane.nlinks, list.selhex);
	dirty |= DirtyText;
}

/* the commit a link of the message at p names, or -1 */
int
msglink(Pos p)
{
	const struct Line *l;
	const char *b;
	const MsgLink *k;
	int i;

	if (p.line < 0 || p.line >= tlines())
		return -1;
	l = tline(p.line, &b);
	if (l->style != LineMsg || l->data < 0)
		return -1;
	for (i = l->data; i < cpane.nlinks && (k = &cpane.links[i])->line == cpane.links[l->data].line; i++)
		if (p.col >= k->col && p.col < k->col + k->cols)
			return k->commit;
	return -1;
}

static void
stopdiff(void)
{
	pipe_kill(&cpane.diff);
}

/* forget the patch and its files, for a new one */
static void
clearpatch(void)
{
	stopdiff();
	if (cpane.patch.cap > (64u << 20)) {  /* do not keep a huge patch's memory */
		lines_free(&cpane.patch);
		hunk_side_free(&cpane.side);
		free(cpane.word);
		cpane.word = NULL;
		cpane.wordcap = 0;
	}
	lines_clear(&cpane.patch);
	lines_clear(&filespane.files);
	lines_clear(&filespane.paths);
	lines_clear(&filespane.pend);
	lines_clear(&filespane.pendpaths);
	lines_clear(&filespane.links);
	filespane.pendnext = 0;
	filespane.nhdr = 0;
	hunk_pairs_clear(&cpane.pairs);
	hunk_side_clear(&cpane.side);
}

/* the selection moved: forget the old commit's text, ask for the new */
static void
newtext(void)
{
	if (status.ofsel)  /* the old commit's failure is not this one's */
		setstatus(0, "");
	clearpatch();
	lines_clear(&cpane.msg);
	cpane.keep.on = 0;
	selauthor[0] = selcommitter[0] = '\0';
	cpane.top = cpane.col = filespane.top = 0;
	cpane.nlinks = 0;
	if (markedcommit() < 0)  /* no mark to compare with any more */
		cpane.view = ViewPatch;
	filespane.narrow = -1;
	textsel.on = 0;
	textsel.a.line = textsel.b.line = -1;
	if (fileview.on && !fileview.keep && !load.keepfview)
		fview_close();
	if (tree.on)
		tree_load();
	buildhdr();
	cpane.bodywant = cpane.view == ViewPatch ? list.sel : -1;
	walks_start();
	if (cpane.bodywant >= 0)
		cat_request(list.sel, 1);
	cpane.diffwant = selkey();
	cpane.diffat = now_ms() + diffdelay;
	dirty |= DirtyText | DirtyFiles;
}

/* the view's paths (after "--", or as git reads the arguments without
 * it): *paths and how many */
static int
viewpaths(const char *const **paths)
{
	int at = repo.view.nrev;

	if (at < repo.view.nuser && !strcmp(repo.view.user[at], "--"))
		at++;
	*paths = repo.view.user + at;
	return repo.view.nuser - at;
}

/* the git the commit pane runs, into argv (pointing into ids, and a
 * buffer of its own till the next call): a local row's diff, range-diff
 * MARK...SEL, the diff from the mark, or the selection's patch, with the
 * options of the pane (num holds its -U word); argv has room for
 * DIFFARGVMAX(the user's arguments) words; sets rangediff */
static void
diffcmd(const char **argv, int cap, char ids[][HEXMAX + 1], char *num, size_t numcap)
{
	static char range[2 * HEXMAX + 8];
	int m = markedcommit(), hl = graph_hashlen(graph);
	const char *from = NULL, *old, *now, *fp[2];
	const char *const *paths;
	int npaths = viewpaths(&paths);

	rangediff = 0;
	if (local.sel >= 0) {  /* with the options and paths of a commit's */
		parse_localargv(argv, &cpane.opts, local.sel == LocalStaged, 0,
		                paths, npaths, num, numcap);
		return;
	}
	hex_encode(graph_id(graph, list.sel), hl, ids[1]);
	if (m >= 0 && cpane.view != ViewPatch) {
		hex_encode(graph_id(graph, m), hl, ids[0]);
		from = ids[0];
	}
	if (from && cpane.view == ViewRange) {
		snprintf(range, sizeof(range), "%s...%s", ids[0], ids[1]);
		pipe_argv(argv, cap, rangeargv, range, (char *)NULL);
		rangediff = 1;
	} else if (!from && followpaths(list.sel, &old, &now)) {
		/* --follow: the path the file had in that commit (both names
		 * of a rename, so that git sees it) */
		fp[0] = *old ? old : now;
		fp[1] = now;
		parse_diffargv(argv, &cpane.opts, ids[1], NULL, fp, *old ? 2 : 1, num, numcap);
	} else {
		parse_diffargv(argv, &cpane.opts, from ? from : ids[1], from ? ids[1] : NULL,
		               paths, npaths, num, numcap);
	}
}

static void
startdiff(void)
{
	const char **argv;
	char ids[2][HEXMAX + 1], num[32];
	int cap = DIFFARGVMAX(repo.view.nuser);

	cpane.diffwant = -1;
	argv = ecalloc(cap, sizeof(*argv));
	diffcmd(argv, cap, ids, num, sizeof(num));
	cpane.raw = !rangediff;
	cpane.wordpatch = cpane.words && !rangediff;
	diffname = argv[1];
	memset(&cpane.pstate, 0, sizeof(cpane.pstate));
	if (pipe_spawn(&cpane.diff, argv, 0) < 0) {
		setstatus(1, "cannot run git %s", diffname);
	} else if (rangediff) {  /* it can think for seconds before a line */
		setstatus(0, "%s", rangewait);
		status.ofsel = 1;
	}
	free(argv);
	if (cpane.sidebyside && list.sel >= 0 && local.sel < 0 &&
	    cpane.view == ViewPatch && graph_nparents(graph, list.sel) > 1) {
		setstatus(0, "side by side is for one parent: a merge is shown combined");
		status.ofsel = 1;
	}
}

static void
addfileto(Lines *files, Lines *paths, const RawEntry *e)
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
	lines_add(files, line, n, (unsigned char)e->status, files->n);
	n = MIN(e->path.n, sizeof(line) - 1);  /* kept with a NUL after it */
	memcpy(line, e->path.s, n);
	line[n] = '\0';
	lines_add(paths, line, n + 1, 0, 0);
	/* a submodule: the file view shows its commit, no git asked (the
	 * parent's, of a deleted one, which b opens) */
	id = e->newmode == GITLINKMODE ? &e->newid :
	     e->status == 'D' && e->oldmode == GITLINKMODE ? &e->oldid : NULL;
	if (id && id->n + 2 < sizeof(line) - n) {
		memcpy(line + n + 1, id->s, id->n);
		line[n + 1 + id->n] = '\0';
		lines_add(&filespane.links, line, n + 2 + id->n, 0, 0);
	}
}

static void
addfile(const RawEntry *e)
{
	addfileto(&filespane.files, &filespane.paths, e);
}

/* with -w, a file whose changes are all blanks has no part in the patch:
 * the raw files wait for their `diff --git` lines (s) to be listed */
static void
pendfile(const char *s, size_t n)
{
	const struct Line *f, *p;
	int k;

	for (k = filespane.pendnext; k < filespane.pend.n; k++) {
		p = &filespane.pendpaths.line[k];
		if (parse_diffnames(s, n, filespane.pendpaths.buf + p->off, p->len - 1))
			break;
	}
	if (k == filespane.pend.n)  /* not found: the next one, whatever it is */
		k = filespane.pendnext;
	if (k >= filespane.pend.n)
		return;
	f = &filespane.pend.line[k];
	p = &filespane.pendpaths.line[k];
	lines_add(&filespane.files, filespane.pend.buf + f->off, f->len, f->style,
	          filespane.files.n);
	lines_add(&filespane.paths, filespane.pendpaths.buf + p->off, p->len, 0, 0);
	filespane.pendnext = k + 1;
}

/* the changed words of patch line k, paired as it comes */
static void
patchwords(int k, int st, const char *s, size_t n)
{
	const struct Line *l;
	WordSpan w;
	int pairs[WORDCOLS], np, j;

	if (k >= cpane.wordcap) {
		cpane.wordcap = MAX(256, 2 * cpane.wordcap);
		cpane.word = erealloc(cpane.word, cpane.wordcap * sizeof(*cpane.word));
	}
	cpane.word[k].s = cpane.word[k].e = 0;
	if (!cpane.wordpatch)
		return;
	np = hunk_pair(&cpane.pairs, k, st, s, n, cpane.pstate.ncols, pairs);
	for (j = 0; j < np; j++) {  /* the added line's words: its first pair's */
		l = &cpane.patch.line[pairs[j]];
		hunk_words(cpane.patch.buf + l->off, l->len, s, n, cpane.pstate.ncols,
		           &cpane.word[pairs[j]], j ? &w : &cpane.word[k]);
	}
}

/* a line of the patch, its words and its row side by side */
static void
patchline(const char *s, size_t n)
{
	int st = rangediff ? parse_range_line(s, n) : parse_patch_line(&cpane.pstate, s, n);
	RawEntry e;

	if (st == PatchFile && n > 10 && (!strncmp(s, "diff --cc ", 10) ||
	    !strncmp(s, "diff --combined ", 16))) {
		char path[4096];
		const char *sp = (const char *)memchr(s + 5, ' ', n - 5) + 1;

		memset(&e, 0, sizeof(e));
		e.status = 'M';
		e.path.s = path;
		e.path.n = parse_unquote(sp, s + n - sp, path, sizeof(path));
		addfile(&e);
	} else if (st == PatchFile && filespane.pend.n > 0) {
		pendfile(s, n);
	}
	if (st == PatchFile) {
		if (filespane.nhdr == filespane.hdrcap) {
			filespane.hdrcap = filespane.hdrcap ? 2 * filespane.hdrcap : 64;
			filespane.hdr = erealloc(filespane.hdr, filespane.hdrcap * sizeof(*filespane.hdr));
		}
		filespane.hdr[filespane.nhdr++] = cpane.patch.n;
	}
	lines_add(&cpane.patch, s, n, st, filespane.nhdr - 1);
	patchwords(cpane.patch.n - 1, st, s, n);
	hunk_side_add(&cpane.side, st, s, n, rangediff ? 0 : cpane.pstate.ncols);
	if (cpane.patch.n == 1)
		pipe_trace("+%.1fms patch %s first", now_ms() - starttime, list.selhex);
	if (cpane.patch.n == 1 && !strcmp(status.text, rangewait))
		setstatus(0, "");
}

/* the raw part: the files pane (with -w, the files wait for the patch) */
static void
readraw(int eof)
{
	const char *s;
	size_t n;
	long used;
	RawEntry e;

	while (cpane.raw && cpane.diff.obuf.off < cpane.diff.obuf.len) {
		s = cpane.diff.obuf.buf + cpane.diff.obuf.off;
		n = cpane.diff.obuf.len - cpane.diff.obuf.off;
		if ((used = parse_raw(s, n, &e)) > 0) {
			/* a merge's files come from its --cc headers below, which
			 * leave out the trivially merged ones */
			if (e.nparents < 2 && cpane.opts.ignorews)
				addfileto(&filespane.pend, &filespane.pendpaths, &e);
			else if (e.nparents < 2)
				addfile(&e);
			cpane.diff.obuf.off += used;
		} else if (used == 0 && !eof) {
			break;
		} else {
			if (s[0] == '\0')  /* the NUL between raw part and patch */
				cpane.diff.obuf.off++;
			cpane.raw = 0;
		}
	}
}

/* the row of file k's part of the patch with the line numbered as the
 * place kept, or -1 */
static int
keptrow(int k)
{
	const SideRow *r;
	int i, end, no, line;

	end = k + 1 < filespane.nhdr ? cpane.side.rowof[filespane.hdr[k + 1]] : cpane.side.n;
	for (i = cpane.side.rowof[filespane.hdr[k]]; i < end && cpane.keep.no > 0; i++) {
		r = &cpane.side.row[i];
		no = cpane.keep.old ? r->lno : r->rno;
		line = cpane.keep.old ? r->left : r->right;
		if (no >= cpane.keep.no && line >= 0)
			return fileline(k) + prow(line) - prow(filespane.hdr[k]);
	}
	return -1;
}

/* a patch run again by an option: back to the place it was at, once
 * the part of its file is all in (or the patch is) */
static void
keepplace(int eof)
{
	int k, t;

	if (!cpane.keep.on) {
		if (eof && cpane.top >= tlines())
			settop(cpane.top);
		return;
	}
	for (k = 0; k < filespane.nhdr && k < filespane.paths.n; k++)
		if (!strcmp(filespane.paths.buf + filespane.paths.line[k].off, cpane.keep.path))
			break;
	if ((k == filespane.nhdr || k + 1 == filespane.nhdr) && !eof)
		return;
	if (cpane.keep.narrow && k < filespane.nhdr)
		filespane.narrow = k;
	t = k < filespane.nhdr ? keptrow(k) : -1;
	if (t < 0)
		t = k < filespane.nhdr ? fileline(k) + cpane.keep.off : cpane.top;
	cpane.keep.on = 0;
	puttop(t);
	dirty |= DirtyText | DirtyFiles;
}

/* where the pane is, to be back there once the patch has run again */
static void
keepwhere(void)
{
	const SideRow *r;
	int k = curfile(), line;

	cpane.keep.on = 0;
	if (k < 0 || k >= filespane.paths.n)
		return;
	snprintf(cpane.keep.path, sizeof(cpane.keep.path), "%s",
	         filespane.paths.buf + filespane.paths.line[k].off);
	cpane.keep.off = cpane.top - fileline(k);
	cpane.keep.narrow = filespane.narrow >= 0;
	cpane.keep.on = 1;
	cpane.keep.no = 0;
	line = rowline(cpane.keep.narrow ? prowstart() + cpane.top :
	               cpane.top - cpane.hdr.n - cpane.msg.n);
	if (line < 0 || line >= cpane.side.nlines)
		return;
	r = &cpane.side.row[cpane.side.rowof[line]];
	cpane.keep.old = r->left == line && r->lno > 0;
	cpane.keep.no = cpane.keep.old ? r->lno : r->rno;
}

static void
readdiff(int eof)
{
	const char *s;
	size_t n;
	int k, before = cpane.patch.n, beforef = filespane.files.n, vis;

	readraw(eof);
	while (!cpane.raw && (s = buf_line(&cpane.diff.obuf, &n)))
		patchline(s, n);
	if (eof && !cpane.raw && cpane.diff.obuf.off < cpane.diff.obuf.len) {  /* no last \n */
		s = cpane.diff.obuf.buf + cpane.diff.obuf.off;
		n = cpane.diff.obuf.len - cpane.diff.obuf.off;
		patchline(s, n);
		cpane.diff.obuf.off = cpane.diff.obuf.len;
	}
	keepplace(eof);
	if (eof) {
		cpane.shown = cpane.rerun;  /* its time is traced once drawn */
		cpane.rerun = 0;
		if (cpane.shown > 0)
			dirty |= DirtyText;
		pipe_trace("+%.1fms patch %s done %d lines", now_ms() - starttime,
		           list.selhex, cpane.patch.n);
	}
	if (eof && !strcmp(status.text, rangewait))
		setstatus(0, "");
	if (eof && failure(&cpane.diff)) {
		setstatus(1, "git %s stopped after %d %s: %s", diffname, cpane.patch.n,
		          PLURAL(cpane.patch.n, "line", "lines"),
		          failure(&cpane.diff));
		status.ofsel = 1;
	} else if (eof && cpane.opts.ignorews && filespane.pend.n > 0 &&
	           filespane.files.n == 0) {
		/* -w left nothing of what the raw part lists */
		setstatus(0, "no changes but whitespace (w)");
		status.ofsel = 1;
	}
	k = cpane.hdr.n + cpane.msg.n + prow(before);  /* the first new row of the pane */
	vis = filespane.narrow < 0 && k < cpane.top + lay.textrows + 1;
	if (cpane.patch.n != before && vis)
		dirty |= DirtyText;
	if (filespane.files.n != beforef && beforef < filespane.top + lay.filerows + 1)
		dirty |= DirtyFiles;
	if (cpane.patch.n != before || eof)
		dirty |= DirtyStatus;
}

/* text selection: positions are lines and columns of the drawn text */

/* the text of row i as drawn; side by side, the old text, a space and
 * the new (a context line too, drawn on both; a side that has none is
 * one text) */
size_t
drawn(int i, char *out, char *ctl, size_t cap, int *cols)
{
	const char *b;
	const struct Line *l;
	const SideRow *r;
	size_t n;
	int c;

	if (i < 0 || i >= tlines() || cap < 2) {
		*cols = 0;
		out[0] = '\0';
		return 0;
	}
	if (trow(i, &r)) {
		n = drawnside(i, r->left < 0, out, ctl, cap - 1, cols);
		if (r->left < 0 || r->right < 0)  /* a context line is on both */
			return n;
		out[n] = ' ', ctl[n] = 0;
		n += drawnside(i, 1, out + n + 1, ctl + n + 1, cap - n - 1, &c) + 1;
		*cols += c + 1;
		return n;
	}
	l = tline(i, &b);
	return utf8_expand(b + l->off, crlf_len(b + l->off, l->len), tabwidth, out, ctl,
	                   cap, cols);
}

/* one side of a row side by side (0 old, 1 new), without its +/- column
 * (a note of no newline has none) */
size_t
drawnside(int i, int side, char *out, char *ctl, size_t cap, int *cols)
{
	const SideRow *r;
	const struct Line *l;
	int k, skip;

	*cols = 0;
	out[0] = '\0';
	if (!trow(i, &r) || (k = side ? r->right : r->left) < 0)
		return 0;
	l = &cpane.patch.line[k];
	skip = l->style != PatchNoEol && l->len > 0;
	return utf8_expand(cpane.patch.buf + l->off + skip,
	                   crlf_len(cpane.patch.buf + l->off + skip, l->len - skip), tabwidth,
	                   out, ctl, cap, cols);
}

/* the column of row i's text (drawn) where a side's text starts: past
 * the old text and a space for the new side of a pair, else 0 */
int
tsidecol(int i, int side)
{
	static char out[LINEMAX], ctl[LINEMAX];
	const SideRow *r;
	int cols;

	if (!side || !trow(i, &r) || r->left < 0 || r->right < 0)
		return 0;
	drawnside(i, 0, out, ctl, sizeof(out), &cols);
	return cols + 1;
}

/* the columns [c0, c1) of row i's changed words (side by side: of that
 * side, past its +/- column); 0 when there are none or W is off */
int
twords(int i, int side, int *c0, int *c1)
{
	static char out[LINEMAX], ctl[LINEMAX];
	const char *b;
	const SideRow *r;
	const struct Line *l;
	const WordSpan *w;
	int k, skip = 0;

	if (!cpane.words || !cpane.wordpatch || i < 0 || i >= tlines())
		return 0;
	if (trow(i, &r)) {
		if ((k = side ? r->right : r->left) < 0 || r->left == r->right)
			return 0;
		skip = 1;
	} else {
		if ((l = tline(i, &b))->style != PatchAdd && l->style != PatchDel)
			return 0;
		k = l - cpane.patch.line;
	}
	w = &cpane.word[k];
	if (w->s == w->e || (int)w->s < skip)
		return 0;
	l = &cpane.patch.line[k];
	utf8_expand(cpane.patch.buf + l->off + skip, w->s - skip, tabwidth, out, ctl, sizeof(out), c0);
	utf8_expand(cpane.patch.buf + l->off + skip, w->e - skip, tabwidth, out, ctl, sizeof(out), c1);
	return *c1 > *c0;
}

/* the byte of out where column col starts */
size_t
colbyte(const char *s, size_t n, int col)
{
	size_t i = 0;
	long cp;

	while (col-- > 0 && i < n)
		i += utf8_decode(s + i, n - i, &cp);
	return i;
}

static int
posless(Pos a, Pos b)
{
	return a.line < b.line || (a.line == b.line && a.col < b.col);
}

static int
iswordbyte(int c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
	    (c >= 'A' && c <= 'Z') || c == '_' || (c & 0x80);
}

/* the selection as ordered positions, grown to words or lines */
void
selrange(Pos *a, Pos *b)
{
	static char buf[LINEMAX], ctl[LINEMAX];
	size_t n;
	int cols;

	*a = posless(textsel.b, textsel.a) ? textsel.b : textsel.a;
	*b = posless(textsel.b, textsel.a) ? textsel.a : textsel.b;
	if (textsel.mode == 3) {
		a->col = 0;
		drawn(b->line, buf, ctl, sizeof(buf), &cols);
		b->col = cols;
	} else if (textsel.mode == 2) {
		n = drawn(a->line, buf, ctl, sizeof(buf), &cols);
		while (a->col > 0 && iswordbyte((unsigned char)buf[colbyte(buf, n, a->col - 1)]))
			a->col--;
		n = drawn(b->line, buf, ctl, sizeof(buf), &cols);
		while (b->col < cols && iswordbyte((unsigned char)buf[colbyte(buf, n, b->col)]))
			b->col++;
	}
}

/* what is selected, as drawn: lines joined by newlines */
/* the text gathered in out (its buffer taken over) becomes PRIMARY */
void
owntext(Buf *out)
{
	buf_add(out, "", 1);
	free(textsel.text);
	textsel.text = out->buf;
	win_ownprimary(textsel.text);
}

void
selcopy(void)
{
	static char buf[LINEMAX], ctl[LINEMAX];
	Buf out = { 0 };
	Pos a, b;
	size_t n, s, e;
	int i, cols;

	selrange(&a, &b);
	for (i = a.line; i <= b.line; i++) {
		n = drawn(i, buf, ctl, sizeof(buf), &cols);
		s = i == a.line ? colbyte(buf, n, a.col) : 0;
		e = i == b.line ? colbyte(buf, n, b.col) : n;
		if (e > s)
			buf_add(&out, buf + s, e - s);
		if (i < b.line)
			buf_add(&out, "\n", 1);
	}
	owntext(&out);
}

/* the history of selections, as ids: it outlives a reload */
static void
histpush(int c)
{
	if (hist.navigating)
		return;
	if (hist.pos + 1 < hist.n)
		hist.n = hist.pos + 1;  /* a new branch of history */
	if (hist.n > 0 && !memcmp(hist.ids[hist.n - 1], graph_id(graph, c), graph_hashlen(graph)))
		return;
	if (hist.n == HISTMAX) {
		memmove(hist.ids[0], hist.ids[1], (HISTMAX - 1) * sizeof(hist.ids[0]));
		hist.n--;
	}
	memcpy(hist.ids[hist.n++], graph_id(graph, c), graph_hashlen(graph));
	hist.pos = hist.n - 1;
	dirty |= DirtyGoto;
}

void
history(const Arg *arg)
{
	int to = hist.pos + arg->i, c;

	while (graph && to >= 0 && to < hist.n) {
		if ((c = graph_find(graph, hist.ids[to])) >= 0 && graph_row(graph, c) >= 0) {
			hist.pos = to;
			hist.navigating = 1;
			selectcommit(c);
			hist.navigating = 0;
			dirty |= DirtyGoto;
			return;
		}
		to += arg->i;  /* not in this view since a reload: skip it */
	}
}

void
gotofocus(const Arg *arg)
{
	(void)arg;
	if (!(lay.shown & 1 << PaneGoto))
		return;
	lay.focus = PaneGoto;
	gotoed.cur = gotoed.len;
	gotoed.all = gotoed.len > 0;  /* as in an address bar */
	dirty |= DirtyAll;
}

/* a goto's target in the middle of the list when it is off screen, as
 * gitk does, rather than on the edge that keeping it in view would give */
static void
gotocommit(int c)
{
	int r = commitrow(c), n = lay.listrows;

	if (r >= 0 && (r < list.top || r >= list.top + n)) {
		list.top = MAX(0, MIN(r - n / 2, rows() - n));
		dirty |= DirtyList;
	}
	setstatus(0, "");
	selectcommit(c);
}

/* the goto's steps: what the field names (rev-parse EXPR, as typed: a
 * ^{commit} appended would be part of :/message's regex), the commit it
 * peels to (ID^{commit}), or else the kind of object it is */
static void gotpeel(Job *j);
static void gottype(Job *j);
static char gotohex[HEXMAX + 1];

static void
gotostep(const char *const *base, const char *arg, void (*done)(Job *), const char *text)
{
	const char *argv[ARGVMAX];
	Job *j;

	pipe_argv(argv, LEN(argv), base, arg, (char *)NULL);
	if ((j = job_start(argv, done, NULL)))
		snprintf(j->text, sizeof(j->text), "%s", text);
}

/* the first line of j's output, if it is a full id: into id */
static const char *
gotid(Job *j, unsigned char *id)
{
	const char *line;
	size_t n;

	line = buf_line(&j->p.obuf, &n);
	if (!line || n != 2 * (size_t)repo.hashbytes || hex_decode(line, repo.hashbytes, id) < 0)
		return NULL;
	return line;
}

static void
gotresolve(Job *j)
{
	const char *line, *err;
	unsigned char id[OIDMAX];
	char peel[HEXMAX + sizeof("^{commit}")];
	int c;

	if (!(line = gotid(j, id))) {
		err = pipe_errline(&j->p);
		if (strstr(j->p.ebuf.buf ? j->p.ebuf.buf : "", "ambiguous"))
			setstatus(1, "%s is ambiguous: give more of it", j->text);
		else if (*err && strncmp(err, "fatal: Needed a single revision", 31))
			setstatus(1, "%s: %s", j->text, err);
		else
			setstatus(1, "%s: no such commit, tag or branch", j->text);
		return;
	}
	if (graph && (c = graph_find(graph, id)) >= 0 && graph_row(graph, c) >= 0) {
		gotocommit(c);
		return;
	}
	/* a tag, a tree, a blob, or a commit outside the view */
	hex_encode(id, repo.hashbytes, gotohex);
	snprintf(peel, sizeof(peel), "%s^{commit}", gotohex);
	gotostep(peelargv, peel, gotpeel, j->text);
}

static void
gotpeel(Job *j)
{
	const char *line;
	unsigned char id[OIDMAX];
	int c;

	if (!(line = gotid(j, id))) {
		gotostep(typeargv, gotohex, gottype, j->text);
		return;
	}
	if (!graph || (c = graph_find(graph, id)) < 0 || graph_row(graph, c) < 0) {
		setstatus(1, "%s is commit %.10s, which is not in this view", j->text, line);
		return;
	}
	gotocommit(c);
}

static void
gottype(Job *j)
{
	const char *line;
	size_t n;

	if ((line = buf_line(&j->p.obuf, &n)) && n > 0 && n < 16)
		setstatus(1, "%s is %s %.*s, not a commit", j->text,
		          strchr("aeiou", line[0]) ? "an" : "a", (int)n, line);
	else
		setstatus(1, "%s is not a commit", j->text);
}

/* resolve what the field says with rev-parse, never as an option */
void
gotorun(void)
{
	char expr[sizeof(gotoed.buf)];
	size_t s = 0, e = gotoed.len;

	while (s < e && (gotoed.buf[s] == ' ' || gotoed.buf[s] == '\t'))
		s++;
	while (e > s && (gotoed.buf[e - 1] == ' ' || gotoed.buf[e - 1] == '\t'))
		e--;
	if (s == e)
		return;
	snprintf(expr, sizeof(expr), "%.*s", (int)(e - s), gotoed.buf + s);
	job_cancel(gotresolve), job_cancel(gotpeel), job_cancel(gottype);
	gotostep(gotoargv, expr, gotresolve, expr);
	lay.focus = PaneList;
	dirty |= DirtyAll;
}

static void
edit_insert(Edit *ed, const char *s, size_t n)
{
	size_t i, k = 0;
	char clean[sizeof(ed->buf)];

	if (ed->all)
		ed->len = ed->cur = 0;
	ed->all = 0;
	for (i = 0; i < n && k < sizeof(clean); i++)  /* one line, no controls */
		if ((unsigned char)s[i] >= 0x20 && s[i] != 0x7F)
			clean[k++] = s[i];
	k = MIN(k, sizeof(ed->buf) - 1 - ed->len);
	memmove(ed->buf + ed->cur + k, ed->buf + ed->cur, ed->len - ed->cur);
	memcpy(ed->buf + ed->cur, clean, k);
	ed->len += k, ed->cur += k;
	ed->buf[ed->len] = '\0';
}

void
edit_set(Edit *ed, const char *s)
{
	ed->len = ed->cur = 0;
	ed->buf[0] = '\0';
	edit_insert(ed, s, strlen(s));
}

/* the byte before or after the character at 'at' */
static size_t
edit_step(const Edit *ed, size_t at, int dir)
{
	if (dir < 0) {
		while (at > 0 && ((unsigned char)ed->buf[--at] & 0xC0) == 0x80)
			;
	} else if (at < ed->len) {
		while (++at < ed->len && ((unsigned char)ed->buf[at] & 0xC0) == 0x80)
			;
	}
	return at;
}

static void
edit_delete(Edit *ed, size_t from, size_t to)
{
	memmove(ed->buf + from, ed->buf + to, ed->len - to);
	ed->len -= to - from;
	ed->cur = from;
	ed->buf[ed->len] = '\0';
}

/* an editing key: what it asks of the caller beyond the editing */

int
edit_key(Edit *ed, int key, const char *text, int len)
{
	size_t k;

	if (key == EdIgnore || key == EdTab)
		return EditNone;
	if (ed->all && (key == EdBackspace || key == EdDelete ||
	    key == EdKillStart || key == EdKillWord)) {
		ed->len = ed->cur = 0;  /* the selection goes */
		ed->buf[0] = '\0';
	}
	if (!(key == EdPaste || (len > 0 && (key == EdText ||
	      key == EdBackspace || key == EdDelete))))
		ed->all = 0;  /* but for typing and pasting, a key unselects */
	switch (key) {
	case EdEnter: return EditEnter;
	case EdCancel: return EditCancel;
	case EdUp: return EditUp;
	case EdDown: return EditDown;
	case EdLeft: ed->cur = edit_step(ed, ed->cur, -1); break;
	case EdRight: ed->cur = edit_step(ed, ed->cur, +1); break;
	case EdHome: ed->cur = 0; break;
	case EdEnd: ed->cur = ed->len; break;
	case EdKillStart: edit_delete(ed, 0, ed->cur); break;
	case EdKillWord:
		for (k = ed->cur; k > 0 && ed->buf[k - 1] == ' '; k--)
			;
		while (k > 0 && ed->buf[k - 1] != ' ')
			k--;
		edit_delete(ed, k, ed->cur);
		break;
	case EdBackspace:
		if (ed->cur > 0)
			edit_delete(ed, edit_step(ed, ed->cur, -1), ed->cur);
		break;
	case EdDelete:
		if (ed->cur < ed->len)
			edit_delete(ed, ed->cur, edit_step(ed, ed->cur, +1));
		break;
	case EdPaste: win_paste(); break;
	case EdText:
		if (len > 0)
			edit_insert(ed, text, len);
		break;
	}
	return EditNone;
}

/* PRIMARY's text, pasted: into the goto field or the prompt */
void
edit_paste(const char *s, size_t n)
{
	if (lay.focus == PaneGoto)
		edit_insert(&gotoed, s, n);
	else if (prompt.kind)
		edit_insert(&prompt.ed, s, n);
	dirty |= DirtyGoto | DirtyStatus;
}

/* keys while the goto field has the focus */
void
gotokey(int key, const char *text, int len)
{
	int r = key == EdTab ? EditCancel : edit_key(&gotoed, key, text, len);

	if (r == EditEnter)
		gotorun();
	else if (r == EditCancel) {
		lay.focus = PaneList;
		dirty |= DirtyAll;
	}
	dirty |= DirtyGoto;
}


/* key and button functions */

void
move(const Arg *arg)
{
	if (selrow() >= 0)
		selectrow(selrow() + arg->i);
}

void
page(const Arg *arg)
{
	int n = MAX(1, lay.listrows - 1), r = selrow();

	if (r < 0)
		return;
	list.top = MAX(0, MIN(list.top + arg->i * n, rows() - lay.listrows));
	dirty |= DirtyList;
	selectrow(r + arg->i * n);
}

void
jump(const Arg *arg)
{
	selectrow(arg->i ? rows() - 1 : 0);
}

void
copy(const Arg *arg)
{
	(void)arg;
	if (list.sel < 0)
		return;
	memcpy(list.cliphex, list.selhex, sizeof(list.cliphex));
	win_ownclipboard(list.cliphex);
}

/* the marked commit, if it is in the view, or -1 */
int
markedcommit(void)
{
	int c;

	if (!list.marked || !graph || (c = graph_find(graph, list.markid)) < 0 ||
	    graph_row(graph, c) < 0)
		return -1;
	return c;
}

/* what the commit pane shows: the selection's patch or a compare */
static void
setview(int v)
{
	cpane.view = v;
	if (v != ViewPatch)  /* the files pane lists what the compare touches */
		tree.on = 0;
	newtext();
}

/* m: mark the selected commit, or clear the mark on it */
void
mark(const Arg *arg)
{
	int old = markedcommit();

	(void)arg;
	if (local.sel >= 0) {
		setstatus(1, "local changes have no id to mark: m marks a commit");
		return;
	}
	if (list.sel < 0)
		return;
	markrow(commitrow(old));
	list.marked = old != list.sel;
	if (list.marked) {
		memcpy(list.markid, graph_id(graph, list.sel), graph_hashlen(graph));
		markrow(selrow());
		setstatus(0, "marked %.7s: d diffs from it, R range-diffs", list.selhex);
	} else {
		setstatus(0, "mark cleared");
	}
	if (cpane.view != ViewPatch)  /* the compare shown is from the old mark */
		setview(list.marked ? cpane.view : ViewPatch);
}

/* d, R: the diff from the mark to the selection, or their range-diff */
void
compare(const Arg *arg)
{
	if (markedcommit() < 0) {
		setstatus(1, "no mark: m marks the selected commit");
		return;
	}
	if (cpane.view != arg->i)
		setview(arg->i);
}

void
quit(const Arg *arg)
{
	(void)arg;
	running = 0;
}

/* what the picker prints for the selection: its full id, or with a mark
 * MARK..SELECTED; the text and its length, 0 with none (a local row) */
size_t
pick_text(char *out, size_t cap)
{
	char mark[HEXMAX + 1];
	int m = markedcommit();

	if (list.sel < 0 || local.sel >= 0 || cap == 0)
		return 0;
	if (m < 0)
		return (size_t)snprintf(out, cap, "%s", list.selhex);
	hex_encode(graph_id(graph, m), graph_hashlen(graph), mark);
	return (size_t)snprintf(out, cap, "%s..%s", mark, list.selhex);
}

/* Return in the list, with -p: the selection on stdout, and exit 0 */
void
pick(const Arg *arg)
{
	char text[2 * HEXMAX + 8];

	if (picker.on && local.sel >= 0) {
		setstatus(1, "local changes have no id to print: pick a commit");
		return;
	}
	if (!picker.on || !pick_text(text, sizeof(text)))
		return;
	printf("%s\n", text);
	if (fflush(stdout) == 0)
		picker.status = 0;
	quit(arg);
}

void
scroll(const Arg *arg)
{
	int old = list.top;

	list.top = MAX(0, MIN(list.top + arg->i * wheelrows, rows() - lay.listrows));
	if (list.top != old)
		dirty |= DirtyList;
}

void
focusnext(const Arg *arg)
{
	lay.focus = (lay.focus + arg->i + PaneAny) % PaneAny;
	if (!(lay.shown & 1 << PaneText))
		lay.focus = PaneList;
	dirty |= DirtyList | DirtyText | DirtyFiles;
}

void
tscroll(const Arg *arg)
{
	if (fileview.on)
		fview_show(fileview.at.cursor + arg->i);
	else
		settop(cpane.top + arg->i);
}

void
tpage(const Arg *arg)
{
	int n = arg->i * MAX(1, frows() - 1);

	if (fileview.on) {
		fileview.at.top = MAX(0, MIN(fileview.at.top + n, fileview.text.n - frows()));
		fview_show(fileview.at.cursor + n);
	} else {
		cpane.pageat = now_ms();
		settop(cpane.top + arg->i * MAX(1, lay.textrows - 1));
	}
}

/* to the previous or next file's part of the patch */
void
tfile(const Arg *arg)
{
	int k = curfile(), t;

	if (filespane.nhdr == 0 || filespane.narrow >= 0)
		return;
	if (arg->i < 0) {
		if (k < 0)
			return;
		t = fileline(k) < cpane.top ? k : k - 1;
		settop(t < 0 ? 0 : fileline(t));
	} else if (k + 1 < filespane.nhdr) {
		settop(fileline(k + 1));
	}
}

/* the columns past which the longest text on screen would leave it:
 * its columns less those of the pane (side by side: of a half, less its
 * line numbers) */
static int
tcolsmost(void)
{
	static char buf[LINEMAX], ctl[LINEMAX];
	const SideRow *r;
	int i, side, cols, whole = 0, half = 0, num = 1, digits = 1;

	for (i = cpane.top; i < MIN(tlines(), cpane.top + lay.textrows + 1); i++) {
		if (!trow(i, &r)) {
			drawn(i, buf, ctl, sizeof(buf), &cols);
			whole = MAX(whole, cols);
			continue;
		}
		num = MAX(num, MAX(r->lno, r->rno));
		for (side = 0; side < 2; side++) {
			drawnside(i, side, buf, ctl, sizeof(buf), &cols);
			half = MAX(half, cols);
		}
	}
	for (; num >= 10; num /= 10)
		digits++;
	return MAX(whole - (lay.textcols - 1), half - (lay.halfcols - 2 - digits));
}

/* Left and Right: sideways, Right no further than the longest text on
 * screen needs */
void
tside(const Arg *arg)
{
	int c = cpane.col + arg->i * 8;

	if (arg->i > 0)
		c = MIN(c, MAX(cpane.col, tcolsmost()));
	cpane.col = MAX(0, c);
	dirty |= DirtyText;
}

/* the options of the patch that are not git's defaults, for the status
 * line: "-w -U5 all" */
size_t
diffinfo(char *out, size_t cap)
{
	const char *const *paths;
	int n;

	n = snprintf(out, cap, "%s%s", cpane.opts.ignorews ? " -w" : "",
	             cpane.opts.allpaths && viewpaths(&paths) > 0 ? " all paths" : "");
	if (cpane.opts.context != DIFFCONTEXT && n >= 0 && (size_t)n < cap)
		n += snprintf(out + n, cap - n, " -U%d", cpane.opts.context);
	if (!cpane.words && n >= 0 && (size_t)n < cap)
		n += snprintf(out + n, cap - n, " no words");
	if (cpane.sidebyside && n >= 0 && (size_t)n < cap)
		n += snprintf(out + n, cap - n, " side by side");
	return n < 0 ? 0 : MIN((size_t)n, cap - 1);
}

/* an option changed: the selection's patch again, at the same place */
static void
rediff(void)
{
	char info[128];

	if (!cpane.keep.on)  /* else the last run has not found it yet */
		keepwhere();
	diffinfo(info, sizeof(info));
	setstatus(0, "patch:%s", info[0] ? info : " as git shows it");
	if (selkey() == -1)  /* nothing selected; a local row is -2 or -3 */
		return;
	clearpatch();
	filespane.narrow = -1;
	textsel.on = 0;
	cpane.rerun = now_ms();
	cpane.diffwant = selkey();
	cpane.diffat = now_ms();
	dirty |= DirtyText | DirtyFiles;
}

/* w: ignore changes in whitespace, or not */
void
diffws(const Arg *arg)
{
	(void)arg;
	cpane.opts.ignorews = !cpane.opts.ignorews;
	rediff();
}

/* - and +: fewer or more lines of context */
void
diffcontext(const Arg *arg)
{
	int c = MAX(0, cpane.opts.context + arg->i);

	if (c == cpane.opts.context)
		return;
	cpane.opts.context = c;
	rediff();
}

/* a: in a view of some paths, the patch of those paths or of it all */
void
diffpaths(const Arg *arg)
{
	const char *const *paths;

	(void)arg;
	if (viewpaths(&paths) == 0) {
		setstatus(0, "the view is not limited to paths: the patch is all of it");
		return;
	}
	cpane.opts.allpaths = !cpane.opts.allpaths;
	rediff();
}

/* W: the changed words, or not (worked out again if they were not) */
void
diffwords(const Arg *arg)
{
	(void)arg;
	cpane.words = !cpane.words;
	if (cpane.words && !cpane.wordpatch)
		rediff();
	else
		setstatus(0, "changed words %s", cpane.words ? "shown" : "not shown");
	dirty |= DirtyText;
}

/* s: side by side, or unified; the row at the top stays */
void
diffside(const Arg *arg)
{
	int base = filespane.narrow >= 0 ? 0 : cpane.hdr.n + cpane.msg.n;
	int at = cpane.top - base, line;

	(void)arg;
	line = at >= 0 ? rowline(prowstart() + at) : -1;
	cpane.sidebyside = !cpane.sidebyside;
	if (at >= 0)
		cpane.top = base + prow(line) - prowstart();
	textsel.on = 0;
	if (cpane.sidebyside && list.sel >= 0 && graph_nparents(graph, list.sel) > 1)
		setstatus(0, "side by side is for one parent: a merge is shown combined");
	else
		setstatus(0, "patch %s", cpane.sidebyside ? "side by side" : "unified");
	puttop(cpane.top);
	dirty |= DirtyText | DirtyFiles;
}

/* keep file k in view in the files pane */
static void
showfile(int k)
{
	int n = lay.filerows, old = filespane.top;

	filespane.top = keepinview(filespane.top, k, n);
	if (filespane.top != old)
		dirty |= DirtyFiles;
}

void
gotofile(int k)
{
	if (k < 0 || k >= filespane.files.n)
		return;
	if (filespane.narrow >= 0) {
		filespane.narrow = k < filespane.nhdr ? k : filespane.narrow;
		cpane.top = 0;
		dirty |= DirtyText | DirtyFiles;
	} else if (k < filespane.nhdr) {
		settop(fileline(k));
		if (cpane.top != fileline(k)) {  /* near the end: cannot be the top */
			cpane.top = fileline(k);
			dirty |= DirtyText;
		}
	}
	dirty |= DirtyFiles;
	showfile(k);
}

void
fmove(const Arg *arg)
{
	int k = curfile();

	if (tree.on) {
		tree.cur = MAX(0, MIN(tree.nvis - 1, tree.cur + arg->i));
		showfile(tree.cur);
		dirty |= DirtyFiles;
		return;
	}
	gotofile(MAX(0, MIN(filespane.files.n - 1, (k < 0 && arg->i > 0 ? -1 : k) + arg->i)));
}

/* Return in the files pane: the patch of that file alone, or all again */
void
fnarrow(const Arg *arg)
{
	int k = curfile();

	(void)arg;
	if (tree.on) {
		tree_pick(tree.cur);
		return;
	}
	if (filespane.narrow >= 0) {
		widen(arg);
		return;
	}
	if (k < 0 && filespane.nhdr > 0)
		k = 0;
	if (k < 0)
		return;
	filespane.narrow = k;
	cpane.top = 0;
	textsel.on = 0;
	dirty |= DirtyText | DirtyFiles;
}

void
widen(const Arg *arg)
{
	int k = filespane.narrow;

	(void)arg;
	if (lay.focus == PaneList && findstop())
		return;
	if (fileview.on) {
		fview_close();
		return;
	}
	if (filespane.narrow < 0 && cpane.view != ViewPatch) {
		setview(ViewPatch);  /* from a compare back to the patch */
		return;
	}
	if (filespane.narrow < 0) {
		if (picker.on)  /* nothing to close: the picker picks nothing */
			quit(arg);
		return;
	}
	filespane.narrow = -1;
	textsel.on = 0;
	cpane.top = fileline(k);
	settop(cpane.top);
	dirty |= DirtyText | DirtyFiles;
}

/* Return in the commit pane: go to the link last clicked (a Parent: or
 * Child: line, a commit named in the message), or else the first one on
 * screen */
void
golink(const Arg *arg)
{
	const struct Line *l;
	const char *b;
	int i, c;

	(void)arg;
	if (fileview.on) {
		fview_select();
		return;
	}
	if ((c = msglink(textsel.a)) >= 0) {
		selectcommit(c);
		return;
	}
	if (textsel.a.line >= 0 && textsel.a.line < tlines() &&
	    (l = tline(textsel.a.line, &b))->style == LineLink &&
	    graph_row(graph, l->data) >= 0) {
		selectcommit(l->data);
		return;
	}
	for (i = cpane.top; i < MIN(tlines(), cpane.top + lay.textrows); i++) {
		l = tline(i, &b);
		c = l->style == LineMsg && l->data >= 0 ? cpane.links[l->data].commit :
		    l->style == LineLink ? l->data : -1;
		if (c >= 0 && graph_row(graph, c) >= 0) {
			selectcommit(c);
			return;
		}
	}
}


/* git's output */

/* commit r (NULL: git ended) into the graph, with its parents; under
 * --follow the commit before it, with r as its one parent */
static void
addrev(const RevLine *r)
{
	int i, hl = graph_hashlen(graph), c, flags = 0;
	size_t need = r ? (size_t)r->nids * hl : 0;

	if (r)
		flags = r->mark == '-' ? GraphBoundary : r->mark == '<' ? GraphLeft :
		        r->mark == '>' ? GraphRight : r->mark == '=' ? GraphSame : 0;
	if (need > load.idcap)
		load.idbuf = erealloc(load.idbuf, load.idcap = MAX(need, 2 * load.idcap));
	for (i = 0; r && i < r->nids; i++)
		hex_decode(r->hex + i * (r->hashlen + 1), hl, load.idbuf + i * hl);
	if (!(load.log & LogFollow)) {
		graph_add(graph, load.idbuf, load.idbuf + hl, r->nids - 1, flags);
		return;
	}
	if (load.pending) {
		c = graph_add(graph, load.pendid, load.idbuf, r != NULL, load.pendflags);
		if (c >= load.pathcap) {
			i = load.pathcap;
			load.pathcap = MAX(2 * load.pathcap, c + 1024);
			load.pathat = erealloc(load.pathat, load.pathcap * sizeof(*load.pathat));
			memset(load.pathat + i, 0, (load.pathcap - i) * sizeof(*load.pathat));
		}
		load.pathat[c] = load.pendpath;
	}
	if ((load.pending = r != NULL)) {
		memcpy(load.pendid, load.idbuf, hl);
		load.pendflags = flags;
		load.pendpath = 0;
	}
}

/* a --name-status line under --follow: the pending commit's paths */
static void
addpath(const char *line, size_t n)
{
	char old[PATH_MAX], now[PATH_MAX];

	if (!load.pending || load.pendpath ||
	    parse_status(line, n, old, now, sizeof(old)) < 0)
		return;
	load.pendpath = load.paths.len + 1;
	buf_add(&load.paths, old, strlen(old) + 1);
	buf_add(&load.paths, now, strlen(now) + 1);
}

/* the paths a --follow view gives commit c: old (a rename's source, or
 * empty) and now; 0 when it has none */
static int
followpaths(int c, const char **old, const char **now)
{
	if (!(load.log & LogFollow) || c < 0 || c >= load.pathcap || !load.pathat[c])
		return 0;
	*old = load.paths.buf + load.pathat[c] - 1;
	*now = *old + strlen(*old) + 1;
	return 1;
}

/* what git printed; at eof, a --follow view's last commit too */
static void
readrevs(int eof)
{
	const char *line;
	size_t n;
	RevLine r;
	int i, before = rows(), ch;

	while ((line = buf_line(&load.rev.obuf, &n))) {
		if ((load.log ? parse_log(line, n, &r) : parse_rev(line, n, &r)) < 0) {
			if (load.log & LogFollow)
				addpath(line, n);
			continue;
		}
		if (!graph) {
			graph = graph_new(r.hashlen / 2, load.graphopts, nlanecolors);
			graph_cut(graph, lanegap, lanestub, lanemax);
			/* a reload: as big as the last load, and some */
			graph_reserve(graph, load.lastn + load.lastn / 16, load.lastedges + load.lastedges / 16);
		}
		if (r.hashlen / 2 == graph_hashlen(graph))
			addrev(&r);
	}
	if (eof && graph && load.pending)
		addrev(NULL);
	if (!graph || rows() == before)
		return;
	if (local.head < 0 && (local.has[LocalUnstaged] || local.has[LocalStaged]))
		localshow();  /* HEAD may be listed now */
	if (before == 0) {  /* a load's first row: the newest commit */
		char hex[HEXMAX + 1];

		hex_encode(graph_id(graph, graph_commit(graph, 0)), graph_hashlen(graph), hex);
		pipe_trace("+%.1fms first %s", now_ms() - starttime, hex);
	}
	ch = graph_changed(graph);
	if (ch >= 0 && ch <= list.top + lay.listrows)
		dirty |= DirtyList;
	dirty |= DirtyStatus;
	/* a skewed parent moved rows, or a mark's commit got its row */
	find.sortdirty |= find.nlist > 0 && (find.norow || (ch >= 0 && ch < before));
	if (list.sel < 0 && load.reselect) {  /* after a reload: the old selection */
		if ((i = graph_find(graph, load.reselectid)) >= 0 && graph_row(graph, i) >= 0) {
			list.top = load.attop ? 0 : MAX(0, commitrow(i) - load.reselectoff);
			selectcommit(i);
		}
	} else if (list.sel < 0) {
		win_show();
		selectrow(0);
		load.atfirst = list.sel >= 0;
	} else if (load.atfirst && graph_row(graph, list.sel) != 0) {
		/* a child of the first commit came later (one timestamp: git's
		 * stream is not topological) and the fix-up moved it down: the
		 * start's selection is the first row, whatever came first */
		selectcommit(graph_commit(graph, 0));
		load.atfirst = 1;
	}
}

/* forget all that was numbered by the graph shown: a new one comes */
static void
resetview(void)
{
	int i;

	pipe_kill(&cache.cat);  /* its answers are for the old numbering */
	cache.dead = 0;
	cache.nflight = cache.head = 0;
	for (i = 0; i < TEXTCACHE; i++)
		cache.texts[i].commit = -1;
	cache.n = 0;
	stopdiff();
	cpane.diffwant = cpane.bodywant = -1;
	list.sel = -1;
	load.atfirst = 0;
	local.sel = local.head = -1;
	local.n = 0;
	walks_start();
	list.top = cpane.top = filespane.top = 0;
	filespane.narrow = -1;
	textsel.on = 0;
	lines_clear(&cpane.hdr), lines_clear(&cpane.msg);
	clearpatch();
	cpane.keep.on = 0;
	if (fileview.on && !load.keepfview)
		fview_close();
	filespane.nhdr = 0;
	dirty |= DirtyAll;
}

/* show graph g (NULL: the whole view again), on the same commit */
void
switchgraph(Graph *g)
{
	unsigned char id[OIDMAX];
	int had = list.sel >= 0, c;

	if (had)
		memcpy(id, graph_id(graph, list.sel), graph_hashlen(graph));
	resetview();
	if (g) {
		if (!find.full)
			find.full = graph;
		else
			graph_free(graph);
		graph = g;
	} else {
		graph_free(graph);
		graph = find.full;
		find.full = NULL;
	}
	localshow();
	if (had && (c = graph_find(graph, id)) >= 0 && graph_row(graph, c) >= 0)
		selectcommit(c);
	else
		selectrow(0);
	load.keepfview = 0;  /* a live reload's filter is made again: done */
}

/*
 * Refs and history again, with the same arguments, on the same commit;
 * a list that showed its first row shows it again, so that what came
 * on top is seen. r closes a filter and the file view; a live reload
 * (the refs changed) keeps both: the filter is made again from the new
 * history once it is loaded, and the file view stays while the same
 * commit is selected again. The view before stays till the load ends,
 * to tell what is new.
 */
static void
reloadview(int live)
{
	if (local.sel >= 0)  /* a local row: HEAD, below it */
		list.sel = local.head;
	/* by id: the numbering is the graph's; with none yet, a reload's
	 * that is still awaited stays (a live reload during r's) */
	if (list.sel >= 0) {
		load.reselect = 1;
		memcpy(load.reselectid, graph_id(graph, list.sel), graph_hashlen(graph));
		load.reselectoff = selrow() - list.top;  /* and its place on screen */
		load.attop = list.top == 0;
	}
	load.keepfview = live && fileview.on && (list.sel >= 0 || load.keepfview);
	if (!live)
		load.refilter[0] = '\0';
	else if (find.full)
		snprintf(load.refilter, sizeof(load.refilter), "%s", find.filter);
	if (find.full) {  /* reload the whole view, not the filter */
		graph_free(graph);
		graph = find.full;
		find.full = NULL;
		find.filter[0] = '\0';
	}
	load.reloads++;
	load.lastn = graph ? graph_size(graph) : 0;
	load.lastedges = graph ? graph_edges(graph) : 0;
	pipe_kill(&load.rev);
	clearmatches();
	resetview();
	if (!load.old && load.done) {  /* not a reload's or the first load's half */
		load.old = graph;
		graph = NULL;
	}
	graph_free(graph);
	graph = NULL;
	load.done = load.ok = load.empty = load.pending = 0;
	load.paths.len = load.paths.off = 0;
	if (load.pathat)
		memset(load.pathat, 0, load.pathcap * sizeof(*load.pathat));
	setstatus(0, "");
	if (pipe_spawn(&load.rev, load.argv, 0) < 0)
		setstatus(1, "cannot run git rev-list");
	job_cancel(gotrefs);
	job_cancel(gotpeeled);
	job_cancel(gothead);
	job_start(headargv, gothead, NULL);
	local.headknown = 0;
	localprobe();
	if (load.refilter[0])  /* it waits for the history */
		findrefilter(load.refilter);
	dirty |= DirtyAll;
}

void
reload(const Arg *arg)
{
	(void)arg;
	reloadview(0);
}

/* the refs changed: a reload once they rest a moment (a rebase writes
 * many), within RELOADMAX of the first change */
static void
livechanged(double now)
{
	if (!watching.due) {
		watching.first = now;
		pipe_trace("+%.1fms refs changed", now - starttime);
	}
	watching.due = MIN(now + reloadwait, watching.first + RELOADMAX);
}

/* the live reload's timeout: the stats without inotify, the reload when
 * due; -1 (no wake-up at all) while nothing changes under inotify */
int
core_livetimeout(double now)
{
	int wait = -1;

	if (watching.how == WatchStat && now >= watching.nextpoll) {
		watching.nextpoll = now + WATCHPOLL;
		if (watch_poll())
			livechanged(now);
	}
	if (watching.due && now >= watching.due) {
		watching.due = 0;
		pipe_trace("+%.1fms reload: the refs changed", now - starttime);
		reloadview(1);
	}
	if (watching.due)
		wait = (int)(watching.due - now) + 1;
	if (watching.how == WatchStat && (wait < 0 || watching.nextpoll - now < wait))
		wait = (int)(watching.nextpoll - now) + 1;
	return wait;
}

/* no refs at all; with failed, git rev-list failed on the unborn HEAD
 * alone: it takes the user's arguments with --all for --default HEAD */
static int
repoisempty(int failed)
{
	const char *const argv[] = { "git", "for-each-ref", "--count=1", NULL };
	const char **all;
	Buf out = { 0 };
	int st = pipe_run(argv, &out, NULL), empty = st == 0 && out.len == 0, n, i;

	if (empty && failed) {
		n = repo.view.nuser;
		all = ecalloc(n + 4, sizeof(*all));
		all[0] = "git", all[1] = "rev-list", all[2] = "--all";
		for (i = 0; i < n; i++)
			all[3 + i] = repo.view.user[i];
		empty = pipe_run(all, &out, NULL) == 0;
		free(all);
	}
	buf_free(&out);
	return empty;
}

/* a long history without a commit-graph file: say once what would
 * make git walk it faster (gitview itself writes nothing) */
static void
graphhint(void)
{
	char path[PATH_MAX];
	struct stat st;

	if (load.hinted || !load.ok || rows() <= BIGHISTORY || status.text[0])
		return;
	load.hinted = 1;
	snprintf(path, sizeof(path), "%s/objects/info/commit-graph", repo.commondir);
	if (stat(path, &st) == 0)
		return;
	snprintf(path, sizeof(path), "%s/objects/info/commit-graphs", repo.commondir);
	if (stat(path, &st) == 0)
		return;
	setstatus(0, "%d commits: `git commit-graph write --reachable` would make "
	          "them load about %s times faster", rows(), GRAPHSPEEDUP);
}

/* what a reload brought: "N new commits; " (empty with none), counted
 * against the view before it, which goes */
static void
newcommits(char *out, size_t cap)
{
	int c, n = 0;

	out[0] = '\0';
	if (!load.old)
		return;
	for (c = 0; graph && c < graph_size(graph); c++)
		n += graph_row(graph, c) >= 0 && graph_find(load.old, graph_id(graph, c)) < 0;
	graph_free(load.old);
	load.old = NULL;
	if (n > 0)
		snprintf(out, cap, "%d new %s; ", n, PLURAL(n, "commit", "commits"));
}

/* git rev-list answers an option it does not know with its whole usage,
 * which names nothing; git log, asked for no commit with the same
 * arguments, names the option: its message instead, a line or two */
static void
saybadoption(void)
{
	const char **argv;
	Buf out = { 0 }, err = { 0 };
	const char *line;
	size_t n;
	int i, k = 0, said = 0;

	argv = ecalloc(repo.view.nuser + 6, sizeof(*argv));
	argv[k++] = "git", argv[k++] = "log", argv[k++] = "--format=";
	for (i = 0; i < repo.view.nrev; i++)
		argv[k++] = repo.view.user[i];
	argv[k++] = "--max-count=0";
	for (; i < repo.view.nuser; i++)
		argv[k++] = repo.view.user[i];
	if (pipe_run(argv, &out, &err) != 0)
		while (said < 2 && (line = buf_line(&err, &n)))
			if (n && (said || !strncmp(line, "fatal:", 6) || !strncmp(line, "error:", 6)))
				fprintf(stderr, "%.*s\n", (int)n, line), said++;
	if (!said) {
		load.rev.ebuf.off = 0;
		if ((line = buf_line(&load.rev.ebuf, &n)))
			fprintf(stderr, "%.*s\n", (int)n, line);
		fprintf(stderr, "gitview: git rev-list refused an option of these arguments\n");
	}
	free(argv);
	buf_free(&out);
	buf_free(&err);
}

static void
revfinished(void)
{
	char news[64];

	readrevs(1);
	load.done = 1;
	load.ok = WIFEXITED(load.rev.status) && WEXITSTATUS(load.rev.status) == 0;
	if (graph)
		graph_done(graph);
	pipe_trace("+%.1fms loaded %d commits", now_ms() - starttime, ncommits());
	newcommits(news, sizeof(news));
	findloaded();
	if (load.reselect) {  /* the old selection is not in the view any more */
		char hex[HEXMAX + 1];

		load.keepfview = load.reselect = 0;
		selectrow(0);
		hex_encode(load.reselectid, repo.hashbytes, hex);
		setstatus(0, "%scommit %.10s left the view (the refs moved): the first "
		          "commit is selected", news, hex);
	} else if (news[0]) {
		setstatus(0, "%.*s", (int)strlen(news) - 2, news);
	}
	if (!finding())  /* the reload is done, but for a filter being made again */
		load.keepfview = 0;
	load.refilter[0] = '\0';
	if (!load.ok && rows() == 0 && repoisempty(1)) {
		load.empty = 1;
	} else if (!load.ok && rows() == 0 && load.reloads > 0) {
		setstatus(1, "reload failed: %s", pipe_errline(&load.rev));
	} else if (!load.ok && rows() == 0 && !WIFSIGNALED(load.rev.status)) {
		/* git refused the arguments: its message, and no window */
		if (!load.log && load.rev.ebuf.len - load.rev.ebuf.off > 6 &&
		    !memcmp(load.rev.ebuf.buf + load.rev.ebuf.off, "usage:", 6)) {
			saybadoption();
			exit(1);
		}
		fwrite(load.rev.ebuf.buf + load.rev.ebuf.off, 1, load.rev.ebuf.len - load.rev.ebuf.off, stderr);
		if (load.rev.ebuf.len == load.rev.ebuf.off)
			fprintf(stderr, "gitview: git %s failed\n", load.argv[1]);
		exit(1);
	} else if (!load.ok) {  /* killed, at its first line or later */
		setstatus(1, "git %s stopped after %d %s: %s", load.argv[1], ncommits(),
		          PLURAL(ncommits(), "commit", "commits"),
		          failure(&load.rev));
	} else if (rows() == 0) {
		load.empty = repoisempty(0);
	}
	graphhint();
	pipe_kill(&load.rev);
	win_show();
	localshow();
	walks_start();
	if (list.sel >= 0 && cpane.view == ViewPatch)
		findlinks();  /* to commits listed since the message came */
	buildhdr();
	dirty |= DirtyList | DirtyStatus;
}

static void
readcat(void)
{
	const char *body;
	BatchHdr h;
	CommitInfo ci;
	RowText *t;
	int c, r, whole, i, kids[64], relink = 0;
	unsigned char id[OIDMAX];

	while (cache.nflight > 0 && parse_batch_next(&cache.cat.obuf, &h, &body)) {
		c = cache.flight[cache.head];
		cache.head = (cache.head + 1) % cache.flightcap;
		cache.nflight--;
		if ((whole = c < 0))
			c = -c - 1;
		if (!h.missing && (hex_decode(h.hex, h.hashlen / 2, id) < 0 ||
		    memcmp(id, graph_id(graph, c), graph_hashlen(graph))))
			continue;  /* not the answer we wait for */
		if (whole && c == cpane.bodywant) {
			cpane.bodywant = -1;
			setbody(h.missing ? NULL : body, h.size);
		}
		if ((t = text_find(c)) && t->loaded)
			continue;
		if (!t)
			t = text_add(c);
		t->loaded = 1;
		if (h.missing || !body || parse_commit(body, h.size, &ci) < 0) {
			snprintf(t->subject, sizeof(t->subject), "(unreadable commit)");
			t->author[0] = '\0';
		} else {
			parse_subject(&ci, t->subject, sizeof(t->subject));
			decodename(&ci, &ci.aname, t->author, sizeof(t->author));
			t->atime = ci.atime;
		}
		r = commitrow(c);
		if (r >= list.top && r <= list.top + lay.listrows)
			markrow(r);
		if (c == list.sel)
			settitle();
		for (i = 0; list.sel >= 0 && i < graph_nparents(graph, list.sel); i++)
			relink |= graph_parent(graph, list.sel, i) == c;
		for (i = list.sel >= 0 ? graph_children(graph, list.sel, kids, LEN(kids)) : 0;
		     i-- > 0; )
			relink |= i < (int)LEN(kids) && kids[i] == c;
	}
	if (relink)
		buildhdr();
}

/* the event loop */

/* start-up */

static void
findrepo(void)
{
	Buf out = { 0 }, err = { 0 };
	char *s, *e, *l[4] = { 0 }, *name;
	int st, n = 0;

	st = pipe_run(repoargv, &out, &err);
	if (st < 0)
		die("cannot run git:");
	buf_add(&out, "", 1);
	for (s = out.buf; n < 4 && (e = strchr(s, '\n')); s = e + 1)
		*e = '\0', l[n++] = s;
	if (n < 2) {  /* not a repository: git has said why */
		fwrite(err.buf, 1, err.len, stderr);
		exit(1);
	}
	repo.hashbytes = !strcmp(l[1], "sha256") ? 32 : 20;
	repo.gitdir = estrdup(l[0]);
	repo.commondir = estrdup(l[2] && *l[2] ? l[2] : l[0]);
	if (l[3] && *l[3])
		repo.topdir = estrdup(l[3]);
	s = l[3] && *l[3] ? l[3] : l[0];
	if ((name = strrchr(s, '/')) && name[1])
		name++;
	else
		name = s;
	if (!l[3] && !strcmp(name, ".git") && name > s + 1) {
		name[-1] = '\0';
		name = strrchr(s, '/') ? strrchr(s, '/') + 1 : s;
	}
	utf8_clean(name, strlen(name), repo.name, sizeof(repo.name));
	buf_free(&out);
	buf_free(&err);
}

/* how many of the user's arguments come before the paths: "--" or, with
 * none, the paths git itself takes them to be (rev-parse's answer) */
static int
revargs(const char *const *user, int n)
{
	const char **argv;
	Buf out = { 0 }, err = { 0 };
	const char *line;
	size_t len;
	int i, k = 0, nrev = n, opt = 1;

	for (i = 0; i < n; i++) {
		if (!strcmp(user[i], "--"))
			return i;
		opt &= user[i][0] == '-';
	}
	if (opt)  /* options alone: no paths */
		return n;
	argv = ecalloc(n + LEN(pathsargv), sizeof(*argv));
	for (i = 0; pathsargv[i]; i++)
		argv[i] = pathsargv[i];
	memcpy(argv + i, user, n * sizeof(*argv));
	if (pipe_run(argv, &out, &err) == 0) {
		while ((line = buf_line(&out, &len)))
			k++;
		/* the paths are the last k arguments, as git printed them */
		out.off = 0;
		for (i = n - k; k > 0 && i < n && (line = buf_line(&out, &len)) &&
		     len == strlen(user[i]) && !memcmp(line, user[i], len); i++)
			;
		if (k > 0 && i == n)
			nrev = n - k;
	}
	free(argv);
	buf_free(&out);
	buf_free(&err);
	return nrev;
}

/* the user's arguments without the options that only change how git
 * prints (gitview has its own format), in place; those are named in
 * the status line. Returns how many are left. */
static int
dropprint(char *argv[], int argc)
{
	char said[sizeof(status.text) / 2] = "";
	size_t n = 0;
	int i, k = 0, dash = 0, dropped = 0;

	for (i = 0; i < argc; i++) {
		dash |= !strcmp(argv[i], "--");
		if (dash || parse_argkind(argv[i]) != ArgPrint) {
			argv[k++] = argv[i];
			continue;
		}
		dropped++;
		if (n < sizeof(said))
			n += snprintf(said + n, sizeof(said) - n, "%s%s", n ? " " : "", argv[i]);
	}
	if (dropped)
		setstatus(0, "%s ignored: %s how git prints, and gitview draws its own list",
		          said, dropped > 1 ? "they change" : "it changes");
	return k;
}

static void
startgit(int argc, char *argv[])
{
	const char *const *base;
	int n = 0, i, j;

	argc = 1 + dropprint(argv + 1, argc - 1);
	load.log = parse_logonly((const char *const *)argv + 1, argc - 1);
	base = load.log ? logargv : revlistargv;
	while (base[n])
		n++;
	load.argv = ecalloc(n + argc + 1, sizeof(*load.argv));
	memcpy(load.argv, base, n * sizeof(*load.argv));
	if (load.log & LogFollow)  /* the file's path in each commit */
		load.argv[n++] = "--name-status";
	repo.view.user = load.argv + n;
	repo.view.nuser = argc - 1;
	repo.view.log = load.log;
	for (i = 1; i < argc; i++)
		load.argv[n++] = argv[i];
	load.argv[n] = NULL;
	for (i = 1; i < argc && strcmp(argv[i], "--"); i++)
		for (j = 0; ownorder[j]; j++)
			if (!strcmp(argv[i], ownorder[j]))
				load.graphopts |= GraphKeepOrder;
	if (load.log & LogFollow)  /* git's order, drawn as one line */
		load.graphopts |= GraphKeepOrder;
	if (pipe_spawn(&load.rev, load.argv, 0) < 0)
		die("cannot run git:");
	job_start(headargv, gothead, NULL);
	repo.view.nrev = revargs(repo.view.user, repo.view.nuser);
}

/* the event loop's part of the core: the live sources, a table */

/* a process the loop reads: got(k, 0) when its stdout brought bytes,
 * end(k) once it has ended and been reaped */
typedef struct {
	Proc *p;
	void (*got)(int k);
	void (*end)(int k);
	int k;
} Source;

static void gotrev(int k) { (void)k; readrevs(0); }
static void endrev(int k) { (void)k; if (!load.done) revfinished(); }
static void gotdiff(int k) { (void)k; readdiff(0); }
static void enddiff(int k) { (void)k; readdiff(1); pipe_init(&cpane.diff); }
static void gotblame(int k) { (void)k; readblame(0); }
static void endblob(int k) { (void)k; readblob(1); }
static void endblame(int k) { (void)k; readblame(1); }
static void gotfind(int k) { readfind(k, 0); }
static void endfind(int k) { readfind(k, 1); }

static void
gotcat(int k)
{
	(void)k;
	if (cache.cat.out < 0) {  /* cat-file is gone */
		pipe_kill(&cache.cat);
		cache.dead = 1;
		cache.nflight = 0;
		setstatus(1, "git cat-file ended");
	}
	readcat();
}

static void
endjob(int k)
{
	Job j = jobs[k];

	jobs[k].done = NULL;  /* free before done() starts another */
	pipe_init(&jobs[k].p);
	j.done(&j);
	pipe_kill(&j.p);
}

static Source sources[5 + LEN(jobs) + LEN(find.proc)];
static int nsources;

static void
addsource(Proc *p, void (*got)(int), void (*end)(int), int k)
{
	sources[nsources++] = (Source){ p, got, end, k };
}

/* has s ended, its pipes closed, and not been reaped yet? */
static int
ending(const Source *s)
{
	return s->p->pid && s->p->out < 0 && s->p->err < 0 && s->end;
}

/* whether the source is live: a job only while it has a done() */
static int
live(const Source *s)
{
	return s->end != endjob || jobs[s->k].done;
}

/* before each repaint: the sources that ended since are reaped and
 * read, so that what an end sets dirty is drawn in the same pass, and
 * the text of the rows the list shows is asked for (drawing asks none) */
void
core_update(void)
{
	int i;

	for (i = 0; i < nsources; i++)
		if (live(&sources[i]) && ending(&sources[i]) && pipe_reap(sources[i].p, 0))
			sources[i].end(sources[i].k);
	list_want();
}

/* the core's timeouts, for the event loop's table: each runs what is
 * due at now and says in how many ms it wants to run again (-1: not) */

/* a source whose pipes closed is reaped by core_update: look in 5 ms */
int
core_reaptimeout(double now)
{
	int i;

	(void)now;
	for (i = 0; i < nsources; i++)
		if (live(&sources[i]) && ending(&sources[i]))
			return 5;
	return -1;
}

/* the killed children not reaped yet: 10 ms */
int
core_sweeptimeout(double now)
{
	(void)now;
	return pipe_sweep() ? 10 : -1;
}

/* the walks for the header go on between events, no wait */
int
core_walktimeout(double now)
{
	(void)now;
	if (!walking)
		return -1;
	walks_step();
	return 0;
}

/* the lanes laid out ahead between events, a slice at a time, so that a
 * jump anywhere (End) replays at most a checkpoint's rows */
int
core_lanetimeout(double now)
{
	(void)now;
	return !graph || graph_advance(graph, LANESLICE) ? -1 : 0;
}

/* the selection's diff, once it has rested diffdelay ms */
int
core_difftimeout(double now)
{
	if (cpane.diffwant == -1)
		return -1;
	if (cpane.diffwant != selkey() || now < cpane.diffat)
		return (int)(cpane.diffat - now + 1);
	startdiff();
	return 0;  /* a turn now, to draw what it said (the window's draw ran) */
}

/* after a repaint of the commit pane: the trace of how long a patch run
 * again by an option, or a page, took to be on screen */
void
core_painted(void)
{
	double t = now_ms();

	if (cpane.shown > 0)
		pipe_trace("+%.1fms patch %s again on screen in %.1fms", t - starttime,
		           list.selhex, t - cpane.shown);
	if (cpane.pageat > 0)
		pipe_trace("+%.1fms page on screen in %.2fms", t - starttime, t - cpane.pageat);
	cpane.shown = cpane.pageat = 0;
}

/* the pipes to wait on: three a source, -1 where closed */
int
core_fds(struct pollfd *pfd, int max)
{
	int i, n = 0;
	const Proc *p;

	for (i = 0; i < nsources && n + 3 <= max; i++, n += 3) {
		p = sources[i].p;
		pfd[n].fd = live(&sources[i]) ? p->out : -1;
		pfd[n + 1].fd = live(&sources[i]) ? p->err : -1;
		pfd[n + 2].fd = p->ibuf.len ? p->in : -1;
		pfd[n].events = pfd[n + 1].events = POLLIN;
		pfd[n + 2].events = POLLOUT;
		pfd[n].revents = pfd[n + 1].revents = pfd[n + 2].revents = 0;
	}
	if (n < max) {  /* then the refs' watch */
		pfd[n].fd = watching.how == WatchInotify ? watch_fd() : -1;
		pfd[n].events = POLLIN;
		pfd[n++].revents = 0;
	}
	return n;
}

void
core_read(const struct pollfd *pfd, int n)
{
	Source *s;
	int i;

	for (i = 0; i < nsources && 3 * i + 2 < n; i++) {
		s = &sources[i];
		if (!live(s))
			continue;
		if (pfd[3 * i].revents) {
			pipe_read(s->p);
			if (s->got)
				s->got(s->k);
		}
		if (pfd[3 * i + 1].revents)
			pipe_readerr(s->p);
		if (pfd[3 * i + 2].revents)
			pipe_flush(s->p);
	}
	if (3 * nsources < n && pfd[3 * nsources].revents && watch_read())
		livechanged(now_ms());
}

/* before the window: the repository, git started */
void
core_start(int argc, char *argv[])
{
	unsigned int i;
	const char *e;

	starttime = now_ms();
	if (argc > 1 && !strcmp(argv[1], "-p")) {  /* the picker: exit 1 unless picked */
		picker.on = picker.status = 1;
		argv[1] = argv[0];
		argc--, argv++;
	}
	addsource(&load.rev, gotrev, endrev, 0);
	addsource(&cache.cat, gotcat, NULL, 0);
	addsource(&cpane.diff, gotdiff, enddiff, 0);
	addsource(&fileview.blob, NULL, endblob, 0);
	addsource(&fileview.blame, gotblame, endblame, 1);
	for (i = 0; i < LEN(find.proc); i++)
		addsource(&find.proc[i], gotfind, endfind, i);
	for (i = 0; i < LEN(jobs); i++)
		addsource(&jobs[i].p, NULL, endjob, i);
	for (i = 0; i < (unsigned int)nsources; i++)
		pipe_init(sources[i].p);
	for (i = 0; i < TEXTCACHE; i++)
		cache.texts[i].commit = -1;
	signal(SIGPIPE, SIG_IGN);
	pipe_harden();
	findrepo();
	startgit(argc, argv);
	if (picker.on) {  /* and what startgit said, if it said something */
		char said[sizeof(status.text)];

		snprintf(said, sizeof(said), "%s", status.text);
		setstatus(0, "picker: Return prints the selected commit's id, q or Escape "
		          "quits%s%s", said[0] ? "; " : "", said);
	}
	localprobe();
	if (livereload) {
		e = getenv("GITVIEW_WATCH");  /* stat: the fallback, for its tests */
		watching.how = watch_start(repo.gitdir, repo.commondir,
		                       e && !strcmp(e, "stat") ? WatchStat : WatchInotify);
		watching.nextpoll = now_ms() + WATCHPOLL;
	}
}

void
core_free(void)
{
	int i;

	for (i = 0; i < nsources; i++)
		pipe_kill(sources[i].p);
	refs_free(repo.refs);
	walk_free(wup), walk_free(wdown);
	clearmatches();
	fview_stop();
	pipe_killall();  /* whatever else still runs */
	watch_stop();
	free(find.list), free(find.sorted), free(fileview.ann), free(fileview.group), free(fileview.ents);
	free(tree.ents), free(tree.paths), free(tree.vis);
	lines_free(&fileview.text), lines_free(&filespane.paths), lines_free(&filespane.links);
	if (find.full)
		graph_free(find.full);
	if (find.textok)
		regfree(&find.textre);
	lines_free(&cpane.hdr), lines_free(&cpane.msg), lines_free(&cpane.patch), lines_free(&filespane.files);
	free(filespane.hdr);
	free(cpane.links);
	lines_free(&filespane.pend), lines_free(&filespane.pendpaths);
	free(cpane.word);
	hunk_pairs_free(&cpane.pairs);
	hunk_side_free(&cpane.side);
	free(textsel.text);
	graph_free(graph);
	graph_free(load.old);
}
