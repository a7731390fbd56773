/* See LICENSE file for copyright and license details.
 *
 * load.c: the history's load, the core's lowest part: the repository,
 * `git rev-list` (or git log) streamed into the graph (graph.c), the
 * refs from for-each-ref, the reload (r, and live.c's when the refs
 * change), the user's arguments and which are paths. The parts
 * above read the graph and the refs through load.h; what a load brings
 * they hear from the dispatcher (EvReset, EvRows, EvRefs, EvLoaded).
 */
#include <sys/types.h>
#include <sys/stat.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "util.h"
#include "core.h"
#include "taste.h"
#include "part.h"
#include "load.h"
#include "repo.h"
#include "labels.h"

/* git, as spawned by the readers below (the parsers' own are in parse.c) */
static const char *const headargv[] = {
	"git", "rev-parse", "--verify", "--quiet", "HEAD", NULL
};

#define PEELMAX      256     /* tags of tags peeled in one load */
#define BIGHISTORY   100000  /* commits: past this, a commit-graph file pays */
#define GRAPHSPEEDUP "3"     /* its speed-up on make bench's history */
#define LANESLICE    20000   /* rows laid out ahead in a turn, at most */
#define PARSEMS      2       /* ms of a turn of the loop (its reads too) spent parsing */
#define BACKLOGMAX   (512 << 10)  /* bytes read and not parsed: past it, git waits */

/* the history, as git rev-list streams it */
static struct {
	Proc rev;
	Graph *graph;           /* the view shown */
	Graph *read;            /* the one git's output made (not a filter's) */
	int done, ok, empty;    /* rev-list ended; and well; no commits at all */
	int backlog, ending;    /* lines read and not parsed yet; and git ended */
	const char **argv;      /* rev-list's, the user's arguments included */
	int graphopts;
	int log;                /* parse_logonly's: git log reads it */
	int reloads, reselect;  /* reselect: reselectid is awaited */
	int await;              /* a reload's git runs, the view before shown: 1 + live */
	int reselectoff;        /* its row on screen, counted from the top */
	int attop;              /* the list showed its first row: it shows it again */
	unsigned char reselectid[OIDMAX];
	int changed;            /* the first row the last read changed, or -1 */
	Graph *old;             /* the view before the reload: what is new */
	Graph *dead;            /* old once loaded, freed in a turn of its own */
	int lastn;              /* commits and parent edges of the last load, */
	size_t lastedges;       /* for the next graph's room */
	unsigned char *idbuf;
	size_t idcap;
	/* --follow: one line of history, each commit's parent the next
	 * one listed, so a commit waits for the next; and the file's paths
	 * in each commit, "old\0now\0" in paths at pathat[c] - 1; -g: each
	 * entry's selector and message there */
	int pending, pendflags;
	unsigned char pendid[OIDMAX];
	size_t pendpath;
	Buf paths;
	size_t *pathat;
	int pathcap;
	int hinted;             /* the commit-graph hint was given */
	int news;               /* commits of this load not in old, so far */
} load;

static struct {
	int hashbytes;          /* repo_hashbytes(), once the start has asked */
	char headhex[HEXMAX + 1];
	Refs *refs;
	ViewArgs view;          /* the user's part of load.argv */
} repo = { .hashbytes = 20 };

/* -L: each commit's patch of its lines, as git log -L prints it, kept
 * in one arena (at[c]: where commit c's is); and the views L left, the
 * last on top, to go back to */
#define VIEWMAX 16
static struct {
	Buf text;
	struct { size_t off, len; } *at;
	int cap, cur;           /* cur: the commit whose patch is read now */
	int inpatch;            /* parse_linelog's */
	struct {
		const char **argv;
		const char **folded;  /* the view's own argv, argv the folds' (z) */
		ViewArgs view;
		int log, graphopts;
		unsigned char id[OIDMAX];  /* the selection then */
		int sel, off, attop;
	} views[VIEWMAX];
	int nviews;
	const char **folded;    /* z: the user's argv, while the folds' is loaded */
} lines = { .cur = -1 };

Graph *load_graph(void) { return load.graph; }
Refs *load_refs(void) { return repo.refs; }
const char *load_head(void) { return repo.headhex; }
const ViewArgs *load_view(void) { return &repo.view; }
int load_changed(void) { return load.changed; }
int load_folded(void) { return lines.folded != NULL; }
Graph *load_base(void) { return load.read; }
int load_state(void) { return load.empty ? LoadEmpty : load.done ? LoadDone : LoadRunning; }

Graph *
load_setgraph(Graph *g)
{
	Graph *old = load.graph;

	load.graph = g;
	return old;
}

int
load_reselect(unsigned char **id, int *off)
{
	*id = load.reselectid;
	*off = load.attop ? -1 : load.reselectoff;
	return load.reselect;
}

void load_selmade(void) { load.reselect = 0; }

int
load_awaited(int c)
{
	return c >= 0 && load.graph && !memcmp(graph_id(load.graph, c), load.reselectid,
	    graph_hashlen(load.graph));
}

/* tags of tags, peeled by show-ref to what they tag at last */
static void
gotpeeled(Job *j)
{
	const char *line;
	unsigned char id[OIDMAX];
	RefLine r;
	size_t n;

	while ((line = pipe_bufline(&j->p.obuf, &n))) {
		if (parse_peeled(line, n, &r) < 0 || r.hashlen != 2 * repo.hashbytes ||
		    hex_decode(r.hex, repo.hashbytes, id) < 0)
			continue;
		refs_add(repo.refs, id, r.kind, 0, r.name.s, r.name.n);
	}
	core_event(&(Event){ .kind = EvRefs });
}

static void
gotrefs(Job *j)
{
	const char *line, **peel = NULL;
	unsigned char id[OIDMAX];
	RefLine r;
	size_t n;
	int current = 0, npeel = 0, base, stash = 0;

	job_cancel(gotpeeled);
	labels_cancel();
	refs_free(repo.refs);
	repo.refs = refs_new(repo.hashbytes);
	for (base = 0; showrefargv[base]; base++)
		;
	while ((line = pipe_bufline(&j->p.obuf, &n))) {
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
		stash |= r.kind == RefStash;
	}
	if (!current && repo.headhex[0] && hex_decode(repo.headhex, repo.hashbytes, id) == 0)
		refs_add(repo.refs, id, RefHead, 1, "HEAD", 4);  /* detached */
	if (peel) {
		memcpy(peel, showrefargv, base * sizeof(*peel));
		job_start(peel, gotpeeled, NULL);
		free(peel);
	}
	labels_start(repo.refs, stash);
	core_event(&(Event){ .kind = EvRefs });
}

static void
gothead(Job *j)
{
	const char *line;
	size_t n;

	repo.headhex[0] = '\0';
	if ((line = pipe_bufline(&j->p.obuf, &n)) && n == 2 * (size_t)repo.hashbytes)
		memcpy(repo.headhex, line, n), repo.headhex[n] = '\0';
	job_start(refargv, gotrefs, NULL);  /* now that HEAD is known */
	core_event(&(Event){ .kind = EvLocal, .arg.local = LocalHeadKnown });
}

int
load_viewpaths(const char *const **paths)
{
	int at = repo.view.nrev;

	if (at < repo.view.nuser && !strcmp(repo.view.user[at], "--"))
		at++;
	*paths = repo.view.user + at;
	return repo.view.nuser - at;
}

/* commit c came: a reload counts what is new against the view before it
 * as commits come, not all at once at the end (a million lookups) */
static int
arrived(int c)
{
	if (load.old && c >= 0 && graph_find(load.old, graph_id(load.graph, c)) < 0)
		load.news++;
	return c;
}

/* where commit c's text in load.paths is kept */
static size_t *
pathat(int c)
{
	int i = load.pathcap;

	if (c >= load.pathcap) {
		load.pathat = egrow(load.pathat, &load.pathcap, c + 1024, sizeof(*load.pathat), 0);
		memset(load.pathat + i, 0, (load.pathcap - i) * sizeof(*load.pathat));
	}
	return &load.pathat[c];
}

/* commit r (NULL: git ended) into the graph, with its parents; under
 * --follow the commit before it, with r as its one parent. Its index,
 * but under --follow */
static int
addrev(const RevLine *r)
{
	int i, hl = graph_hashlen(load.graph), c, flags = 0;

	if (r)
		flags = r->mark == '-' ? GraphBoundary : r->mark == '=' ? GraphSame :
		        load.log && !(load.log & LogSides) ? 0 :  /* log's %m: no side */
		        r->mark == '<' ? GraphLeft : r->mark == '>' ? GraphRight : 0;
	for (i = 0; r && load.log && i < r->nids; i++)  /* rev-list's are read */
		hex_decode(r->hex + i * (r->hashlen + 1), hl, load.idbuf + i * hl);
	if (!(load.log & LogFollow))
		return arrived(graph_add(load.graph, load.idbuf, load.idbuf + hl, r->nids - 1,
		                         flags));
	if (load.pending) {
		c = arrived(graph_add(load.graph, load.pendid, load.idbuf, r != NULL,
		                      load.pendflags));
		*pathat(c) = load.pendpath;
	}
	if ((load.pending = r != NULL)) {
		memcpy(load.pendid, load.idbuf, hl);
		load.pendflags = flags;
		load.pendpath = 0;
	}
	return -1;
}

/* a --name-status line under --follow: the pending commit's paths */
static void
addpath(const char *line, size_t n)
{
	char old[PATH_MAX], now[PATH_MAX];

	if (!load.pending || load.pendpath || parse_status(line, n, old, now, sizeof(old)) < 0)
		return;
	load.pendpath = load.paths.len + 1;
	pipe_bufadd(&load.paths, old, strlen(old) + 1);
	pipe_bufadd(&load.paths, now, strlen(now) + 1);
}

/* -g: the line after an entry's, "\002SELECTOR: MESSAGE", kept for the
 * entry, the last row (git's order is kept) */
static void
addreflog(const char *line, size_t n)
{
	if (!load.graph || !graph_rows(load.graph) || n < 1 || line[0] != '\002')
		return;
	*pathat(graph_commit(load.graph, graph_rows(load.graph) - 1)) = load.paths.len + 1;
	pipe_bufadd(&load.paths, line + 1, n - 1);
	pipe_bufadd(&load.paths, "", 1);
}

const char *
load_reflog(int c)
{
	if (!(load.log & LogReflog) || load.graph != load.read || c < 0 || c >= load.pathcap ||
	    !load.pathat[c])  /* a filter's commits are numbered anew */
		return NULL;
	return load.paths.buf + load.pathat[c] - 1;
}

int
load_followpaths(int c, const char **old, const char **now)
{
	if (!(load.log & LogFollow) || c < 0 || c >= load.pathcap || !load.pathat[c])
		return 0;
	*old = load.paths.buf + load.pathat[c] - 1;
	*now = *old + strlen(*old) + 1;
	return 1;
}

/* -L: commit c's patch begins (line NULL), or line is the next of the
 * patch being read (when parse_linelog says it is one) */
static void
linepatch(int c, const char *line, size_t n)
{
	if (!(load.log & LogLines))
		return;
	if (!line) {
		if (c >= 0) {
			lines.at = egrow(lines.at, &lines.cap, c + 1, sizeof(*lines.at), 1024);
			lines.at[c].off = lines.text.len;
			lines.at[c].len = 0;
		}
		lines.cur = c;
		return;
	}
	if (lines.cur < 0 || !lines.inpatch)
		return;
	pipe_bufadd(&lines.text, line, n);
	pipe_bufadd(&lines.text, "\n", 1);
	lines.at[lines.cur].len += n + 1;
}

int
load_linepatch(int c, const char **s, size_t *n)
{
	if (!(load.log & LogLines) || c < 0 || c >= lines.cap)
		return 0;
	if (c == lines.cur && !load.done)
		return -1;  /* more of it may come */
	*s = lines.text.buf + lines.at[c].off;
	*n = lines.at[c].off + lines.at[c].len <= lines.text.len ? lines.at[c].len : 0;
	return 1;
}

/* what git printed, until the turn has taken PARSEMS (its reads
 * included; 64 lines at least): a backlog (the read ahead, 10,000
 * commits and 37 ms at a million) is parsed over turns that each take
 * the X events first. At eof, once all is parsed, a --follow
 * view's last commit too. Whether lines are left */
static int
readrevs(int eof)
{
	const char *line = NULL;
	size_t n;
	RevLine r;
	int before = load.graph ? graph_rows(load.graph) : 0, k;
	double until = util_nowms() + PARSEMS - core_turnms();

	for (k = 0; (k == 0 || k & 63 || util_nowms() < until) &&
	     (line = pipe_bufline(&load.rev.obuf, &n)); k++) {
		if (n / 2 + 1 > load.idcap)  /* the line's ids in binary */
			load.idbuf = erealloc(load.idbuf,
			                      load.idcap = MAX(n / 2 + 1, 2 * load.idcap));
		if (load.log & LogLines) {
			if (parse_linelog(&lines.inpatch, line, n, &r) != LineCommit) {
				linepatch(-1, line, n);
				continue;
			}
		} else if ((load.log ? parse_log(line, n, &r) :
		            parse_revids(line, n, &r, load.idbuf)) < 0) {
			if (load.log & LogFollow)
				addpath(line, n);
			else if (load.log & LogReflog)
				addreflog(line, n);
			continue;
		}
		if (!load.graph) {
			load.graph = graph_new(r.hashlen / 2, load.graphopts, nlanecolors);
			load.read = load.graph;
			lanes_cut(load.graph, lanegap, lanestub, lanemax);
			/* a reload: as big as the last load, and some */
			graph_reserve(load.graph, load.lastn + load.lastn / 16,
			              load.lastedges + load.lastedges / 16);
		}
		if (r.hashlen / 2 == graph_hashlen(load.graph))
			linepatch(addrev(&r), NULL, 0);
	}
	if (eof && !line && load.graph && load.pending)
		addrev(NULL);
	if (!load.graph || graph_rows(load.graph) == before)
		return line != NULL;
	if (before == 0) {  /* a load's first row: the newest commit */
		char hex[HEXMAX + 1];

		hex_encode(graph_id(load.graph, graph_commit(load.graph, 0)),
		           graph_hashlen(load.graph), hex);
		pipe_trace("+%.1fms first %s", core_ms(), hex);
	}
	load.changed = graph_changed(load.graph);
	core_dirty(DirtyStatus);
	core_event(&(Event){ .kind = EvRows, .arg.rows = before });
	return line != NULL;
}

/* the view shown goes: what is new is counted against its ids */
static void
clearview(int live)
{
	/* the parts note what they keep */
	core_event(&(Event){ .kind = EvReload, .arg.live = live });
	load.reloads++;
	load.lastn = load.graph ? graph_size(load.graph) : 0;
	load.lastedges = load.graph ? graph_edges(load.graph) : 0;
	core_event(&(Event){ .kind = EvReset });
	if (!load.old && load.done)  /* not a reload's or the first load's half */
		graph_idsonly(load.old = load.graph);  /* what is new: its ids (or none) */
	else
		graph_free(load.graph);
	load.graph = load.read = NULL;  /* load_reflog: no stale match */
	load.done = load.ok = load.empty = load.news = 0;
	load.paths.len = load.paths.off = 0;
	lines.text.len = lines.text.off = 0;
	if (lines.at)
		memset(lines.at, 0, lines.cap * sizeof(*lines.at));
	if (load.pathat)
		memset(load.pathat, 0, load.pathcap * sizeof(*load.pathat));
	core_setstatus(0, "");
}

/* after the view is cleared: HEAD and the refs asked for again */
static void
cleared(int live)
{
	job_cancel(gotrefs);
	job_cancel(gotpeeled);
	job_cancel(gothead);
	job_start(headargv, gothead, NULL);
	/* HEAD is not known: asked again */
	core_event(&(Event){ .kind = EvLocal, .arg.local = LocalHeadUnknown });
	core_event(&(Event){ .kind = EvReloaded, .arg.live = live });
}

/* r and the live reload (keep): the view shown stays until git prints
 * a commit (swapview) or ends well, so that one that fails (a ref to a
 * missing object) leaves what was read; a view of other arguments, or
 * one not read whole, goes at once */
static void
reloadview(int live, int keep)
{
	pipe_kill(&load.rev);
	load.await = keep && load.done && load.graph ? 1 + live : 0;
	if (!load.await)
		clearview(live);
	load.pending = load.backlog = load.ending = load.rev.held = 0;
	lines.cur = -1, lines.inpatch = 0;
	if (pipe_spawn(&load.rev, load.argv, 0) < 0)
		core_setstatus(1, "cannot run git rev-list");
	if (!load.await)
		cleared(live);
}

static void
swapview(void)
{
	int live = load.await - 1;

	load.await = 0;
	clearview(live);
	cleared(live);
}

/* the refs changed under the view: it is reloaded, kept (live.c) */
void
load_relive(void)
{
	reloadview(1, 1);
}

/* a view of other arguments: loaded as a reload is, but nothing of the
 * one before is new or selected again (the selection then is kept for
 * its way back) */
static void
newview(int push)
{
	int v = lines.nviews - 1;

	reloadview(0, 0);
	graph_free(load.old);
	load.old = NULL;
	if (push) {
		lines.views[v].sel = load.reselect;
		memcpy(lines.views[v].id, load.reselectid, OIDMAX);
		lines.views[v].off = load.reselectoff;
		lines.views[v].attop = load.attop;
	}
	load.reselect = 0;
}

void
load_keep(int c, int off, int attop)
{
	if (c < 0 || !load.graph)
		return;
	load.reselect = 1;
	memcpy(load.reselectid, graph_id(load.graph, c), graph_hashlen(load.graph));
	load.reselectoff = off;
	load.attop = attop;
}

void load_reload(const Arg *arg) { (void)arg; reloadview(0, 1); }

int load_views(void) { return lines.nviews; }

/* L: the view becomes `git log -L SPEC HEX` with those of the user's
 * options that still apply; the view shown goes on the stack */
void
load_lines(const char *spec, const char *hex)
{
	const char **argv;
	char *mem;
	int n = 0, k, i;

	if (lines.nviews == VIEWMAX) {
		core_setstatus(1, "%d line histories deep: Alt-Left goes back", VIEWMAX);
		return;
	}
	while (logargv[n])
		n++;
	k = n + repo.view.nuser + 3;
	mem = ecalloc(1, k * sizeof(*argv) + strlen(spec) + strlen(hex) + 4);
	argv = (const char **)mem;
	memcpy(argv, logargv, n * sizeof(*argv));
	for (k = n, i = 0; i < repo.view.nrev; i++)
		if (parse_linekeep(repo.view.user[i]))
			argv[k++] = repo.view.user[i];
	mem += (n + repo.view.nuser + 3) * sizeof(*argv);
	sprintf(mem, "-L%s", spec);
	argv[k++] = mem;
	argv[k++] = strcpy(mem + strlen(mem) + 1, hex);
	lines.views[lines.nviews].argv = load.argv;
	lines.views[lines.nviews].folded = lines.folded, lines.folded = NULL;
	lines.views[lines.nviews].view = repo.view;
	lines.views[lines.nviews].log = load.log;
	lines.views[lines.nviews++].graphopts = load.graphopts;
	load.argv = argv;
	repo.view.user = argv + n;
	repo.view.nuser = repo.view.nrev = k - n;
	repo.view.log = load.log = LogOnly | LogLines;
	repo.view.name = NULL;  /* a line history is no named view */
	load.graphopts = GraphKeepOrder;  /* -L's order: topological */
	newview(1);
}

/* F4, views[]: the view of argv (one allocation, load_back frees it), the one
 * shown stacked as L does; the selection kept if the new one has it. 0: done */
int
load_args(const char **argv, const ViewArgs *view, int graphopts)
{
	int v = lines.nviews;

	if (v == VIEWMAX)
		return -1;
	lines.views[v].argv = load.argv, lines.views[v].view = repo.view;
	lines.views[v].folded = lines.folded, lines.folded = NULL;
	lines.views[v].log = load.log, lines.views[lines.nviews++].graphopts = load.graphopts;
	load.argv = argv, repo.view = *view, load.log = view->log, load.graphopts = graphopts;
	newview(1);
	load.reselect = lines.views[v].sel, load.reselectoff = lines.views[v].off;
	memcpy(load.reselectid, lines.views[v].id, OIDMAX);
	load.attop = lines.views[v].attop;
	return 0;
}

/* z: argv (the folds' first-parent line) the view, or NULL: the user's
 * own again; keep selected. The parts read the user's arguments as before */
int
load_fold(const char **argv, const unsigned char *keep)
{
	if (!argv == !lines.folded || load.log)  /* a view stacked keeps its folds' argv */
		return -1;
	if (argv)
		lines.folded = load.argv, load.argv = argv;
	else
		free(load.argv), load.argv = lines.folded, lines.folded = NULL;
	newview(0);
	if ((load.reselect = keep != NULL))
		memcpy(load.reselectid, keep, OIDMAX);
	return 0;
}

/* Alt-Left: the view before the last L (or load_args), at the commit selected then; 0
 * when there is none */
int
load_back(void)
{
	int v;

	if (lines.nviews == 0)
		return 0;
	v = --lines.nviews;
	free(load.argv);
	free(lines.folded);
	load.argv = lines.views[v].argv;
	lines.folded = lines.views[v].folded;
	repo.view = lines.views[v].view;
	load.log = lines.views[v].log;
	load.graphopts = lines.views[v].graphopts;
	newview(0);
	load.reselect = lines.views[v].sel;
	memcpy(load.reselectid, lines.views[v].id, OIDMAX);
	load.reselectoff = lines.views[v].off;
	load.attop = lines.views[v].attop;
	return 1;
}

/* no refs at all; with failed, git rev-list failed on the unborn HEAD
 * alone: it takes the user's arguments with --all for --default HEAD */
static int
repoisempty(int failed)
{
	const char *const argv[] = { "git", "for-each-ref", "--count=1", NULL };
	const char **all;
	Buf out = { 0 };
	int st = pipe_run(argv, &out, NULL), empty = st == 0 && out.len == 0;

	if (empty && failed) {
		all = ecalloc(repo.view.nuser + 4, sizeof(*all));
		all[0] = "git", all[1] = "rev-list", all[2] = "--all";
		memcpy(all + 3, repo.view.user, repo.view.nuser * sizeof(*all));
		empty = pipe_run(all, &out, NULL) == 0;
		free(all);
	}
	pipe_buffree(&out);
	return empty;
}

/* a long history without a commit-graph file: say once what would
 * make git walk it faster (gitview itself writes nothing) */
static void
graphhint(void)
{
	char path[PATH_MAX];
	struct stat st;

	if (load.hinted || !load.ok || !load.graph || graph_rows(load.graph) <= BIGHISTORY ||
	    core_status()->text[0])
		return;
	load.hinted = 1;
	snprintf(path, sizeof(path), "%s/objects/info/commit-graph", repo_commondir());
	if (stat(path, &st) == 0)
		return;
	snprintf(path, sizeof(path), "%s/objects/info/commit-graphs", repo_commondir());
	if (stat(path, &st) == 0)
		return;
	core_setstatus(0, "%d commits: `git commit-graph write --reachable` would make "
	          "them load about %s times faster", graph_rows(load.graph), GRAPHSPEEDUP);
}

/* git refused the arguments: its message, and no window. git rev-list
 * answers an option it does not know with its whole usage, which names
 * nothing; git log, asked for no commit with the same arguments, names
 * the option: its message instead, a line or two */
static void
refused(void)
{
	const char **argv;
	Buf out = { 0 }, err = { 0 }, *e = &load.rev.ebuf;
	const char *line;
	size_t n;
	int i, k = 0, said = 0;

	if (load.log || e->len - e->off <= 6 || memcmp(e->buf + e->off, "usage:", 6)) {
		fwrite(e->buf + e->off, 1, e->len - e->off, stderr);
		if (e->len == e->off)
			fprintf(stderr, "gitview: git %s failed\n", load.argv[1]);
		exit(1);
	}
	argv = ecalloc(repo.view.nuser + 6, sizeof(*argv));
	argv[k++] = "git", argv[k++] = "log", argv[k++] = "--format=";
	for (i = 0; i < repo.view.nrev; i++)
		argv[k++] = repo.view.user[i];
	argv[k++] = "--max-count=0";
	for (; i < repo.view.nuser; i++)
		argv[k++] = repo.view.user[i];
	if (pipe_run(argv, &out, &err) != 0)
		while (said < 2 && (line = pipe_bufline(&err, &n)))
			if (n && (said || !strncmp(line, "fatal:", 6) ||
			    !strncmp(line, "error:", 6)))
				fprintf(stderr, "%.*s\n", (int)n, line), said++;
	if (!said) {
		e->off = 0;
		if ((line = pipe_bufline(e, &n)))
			fprintf(stderr, "%.*s\n", (int)n, line);
		fprintf(stderr, "gitview: git rev-list refused an option of these arguments\n");
	}
	free(argv);
	pipe_buffree(&out);
	pipe_buffree(&err);
	exit(1);
}

static void
revfinished(void)
{
	char news[64], hex[HEXMAX + 1];
	int lost, n, k;

	if (load.await && !(WIFEXITED(load.rev.status) && WEXITSTATUS(load.rev.status) == 0)) {
		load.await = 0;  /* what was read stays, selection and all */
		core_setstatus(1, "reload failed, the view kept: %s", *pipe_errline(&load.rev) ?
		          pipe_errline(&load.rev) : core_failure(&load.rev));
		pipe_kill(&load.rev);
		return;
	}
	if (load.await)  /* no commit, and git says so: an empty view */
		swapview();
	lost = load.reselect, k = load.news;
	load.done = 1;
	load.ok = WIFEXITED(load.rev.status) && WEXITSTATUS(load.rev.status) == 0;
	n = load.graph ? graph_rows(load.graph) : 0;
	if (load.graph)
		graph_done(load.graph);
	pipe_trace("+%.1fms loaded %d commits", core_ms(), n);
	news[0] = '\0';  /* what a reload brought, against the view before it */
	load.dead = load.old;  /* at a million commits, 5 ms of munmap */
	load.old = NULL;
	if (k > 0)
		snprintf(news, sizeof(news), "%d new %s; ", k, PLURAL(k, "commit", "commits"));
	load.reselect = 0;
	if (lost) {  /* the old selection is not in the view any more */
		hex_encode(load.reselectid, repo.hashbytes, hex);
		core_setstatus(0, "%scommit %.10s %s: the first commit is selected", news, hex,
		          load.dead ? "left the view (the refs moved)" : "is not in this view");
	} else if (news[0]) {
		core_setstatus(0, "%.*s", (int)strlen(news) - 2, news);
	}
	if (!load.ok && n == 0 && repoisempty(1))
		load.empty = 1;
	else if (!load.ok && n == 0 && load.reloads > 0)
		core_setstatus(1, "reload failed: %s", pipe_errline(&load.rev));
	else if (!load.ok && n == 0 && !WIFSIGNALED(load.rev.status))
		refused();
	else if (!load.ok)  /* killed, at its first line or later */
		core_setstatus(1, "git %s stopped after %d %s: %s", load.argv[1], n,
		          PLURAL(n, "commit", "commits"), core_failure(&load.rev));
	else if (n == 0)
		load.empty = repoisempty(0);
	graphhint();
	pipe_kill(&load.rev);
	core_event(&(Event){ .kind = EvShow });
	core_event(&(Event){ .kind = EvLoaded, .arg.lost = lost });
	core_dirty(DirtyList | DirtyStatus);
}

/* the user's arguments in place without the options that only change how
 * git prints (gitview has its own format): named in the status line; and
 * without the notes options, which rev-list refuses: into notes */
static int
dropprint(char *argv[], int argc, const char **notes, int *nnotes)
{
	char said[256] = "";
	size_t n = 0;
	int i, k = 0, dash = 0, dropped = 0, kind;

	for (i = 0; i < argc; i++) {
		dash |= !strcmp(argv[i], "--");
		kind = dash ? ArgGit : parse_argkind(argv[i]);
		if (kind == ArgGit)
			argv[k++] = argv[i];
		else if (kind == ArgNotes)
			notes[(*nnotes)++] = argv[i];
		if (kind != ArgPrint)
			continue;
		dropped++;
		if (n < sizeof(said))
			n += snprintf(said + n, sizeof(said) - n, "%s%s", n ? " " : "", argv[i]);
	}
	if (dropped)
		core_setstatus(0, "%s ignored: %s how git prints, and gitview draws its own list",
		          said, dropped > 1 ? "they change" : "it changes");
	return k;
}

static void
startgit(int argc, char *argv[])
{
	const char *const *base;
	const char **notes = ecalloc(argc, sizeof(*notes));
	int n = 0, i, j, nnotes = 0;

	argc = 1 + dropprint(argv + 1, argc - 1, notes, &nnotes);
	load.log = parse_logonly((const char *const *)argv + 1, argc - 1);
	base = load.log ? logargv : revlistargv;
	while (base[n])
		n++;
	load.argv = ecalloc(n + argc + nnotes + 2, sizeof(*load.argv));
	memcpy(load.argv, base, n * sizeof(*load.argv));
	if (load.log & LogFollow)  /* the file's path in each commit */
		load.argv[n++] = "--name-status";
	else if (load.log & LogReflog)  /* and each entry's selector */
		load.argv[n++] = reflogformat;
	repo.view.user = load.argv + n;
	repo.view.nuser = argc - 1;
	repo.view.log = load.log;
	for (i = 1; i < argc; i++)
		load.argv[n++] = argv[i];
	load.argv[n] = NULL;  /* and the notes options after it, living as long */
	repo.view.notes = memcpy(load.argv + n + 1, notes, nnotes * sizeof(*notes));
	repo.view.nnotes = nnotes;
	free(notes);
	for (i = 1; i < argc && strcmp(argv[i], "--"); i++)
		for (j = 0; ownorder[j]; j++)
			if (!strcmp(argv[i], ownorder[j]))
				load.graphopts |= GraphKeepOrder;
	if (load.log & (LogFollow | LogLines))  /* git's order (one line; -L's topological) */
		load.graphopts |= GraphKeepOrder;
	if (load.log & LogReflog)  /* an entry a row, in the reflog's order */
		load.graphopts |= GraphKeepOrder | GraphEntries;
	if (pipe_spawn(&load.rev, load.argv, 0) < 0)
		die("cannot run git:");
	job_start(headargv, gothead, NULL);
	repo.view.nrev = repo_revargs(repo.view.user, repo.view.nuser, &load.rev);
}

/* what git printed and the loop read, parsed, PARSEMS a turn, before
 * the window draws; then, once git has ended, the load is done */
int
load_parsetimeout(double now)
{
	(void)now;
	if (load.dead) {
		graph_free(load.dead);
		load.dead = NULL;
		return load.backlog && (!load.done || load.await) ? 0 : -1;
	}
	if (!load.backlog || (load.done && !load.await))
		return -1;
	if (load.await && load.rev.obuf.len > load.rev.obuf.off)
		swapview();  /* git printed: the new view replaces the one shown */
	if (!(load.backlog = readrevs(load.ending)) && load.ending)
		revfinished();
	/* behind git (a busy machine): its pipe waits, what is held stays small */
	load.rev.held = load.backlog && load.rev.obuf.len - load.rev.obuf.off >= BACKLOGMAX;
	return load.backlog || load.dead ? 0 : -1;
}

/* the lanes laid out ahead between events, so that a jump anywhere
 * (End) replays at most a checkpoint's rows: LANESLICE rows at most, and
 * no more once the turn has taken PARSEMS (the parse's, say) */
int
load_lanetimeout(double now)
{
	int k;

	(void)now;
	if (!load.graph)
		return -1;
	for (k = 0; k < LANESLICE; k += LANESLICE / 8) {
		/* past the time, a row: whether any are left */
		if (lanes_advance(load.graph, core_turnms() < PARSEMS ? LANESLICE / 8 : 0))
			return -1;
		if (core_turnms() >= PARSEMS)
			break;
	}
	return 0;
}

void
load_start(int argc, char *argv[])
{
	const char *const *paths;

	/* git walks while rev-parse runs and the window opens: outside a
	 * repository repo_find says so and exits, and rev-list dies alone;
	 * --bisect's arguments are bisect's refs, asked first */
	if (labels_wantbisect(argc, argv)) {
		repo_find(NULL);
		argc = labels_bisect(argc, &argv);
		startgit(argc, argv);
	} else {
		startgit(argc, argv);
		repo_find(&load.rev);
	}
	repo.hashbytes = repo_hashbytes();
	/* room for the commit-graph files' commits: a graph that grows as a
	 * big history comes rehashes its ids, tens of ms at a million */
	if (load_viewpaths(&paths) == 0) {  /* else a few of them: room as they come */
		load.lastn = (int)MIN(parse_graphcommits(repo_commondir()), INT_MAX / 2);
		load.lastedges = load.lastn + load.lastn / 4;
	}
}

/* before the window exists: what git has printed so far, read (not
 * parsed, there is no window to show it in) so that a full pipe does not
 * hold up its walk while the display and the fonts open */
void
load_readahead(const char *when)
{
	size_t before = load.rev.obuf.len - load.rev.obuf.off;

	while (pipe_read(&load.rev) > 0)
		;
	if (load.rev.obuf.len > load.rev.obuf.off)  /* parsed once the loop runs */
		load.backlog = 1;
	pipe_trace("+%.1fms %s: %zu bytes of git's read ahead, %zu now", core_ms(), when,
	           load.rev.obuf.len - load.rev.obuf.off - before,
	           load.rev.obuf.len - load.rev.obuf.off);
}

static Proc *loadproc(int k) { return k == 0 ? &load.rev : NULL; }

static void
loadread(int k, int eof)
{
	(void)k;
	load.backlog = 1;  /* parsed before the turn ends: load_parsetimeout */
	if (eof)
		load.ending = 1;
}

static void
freeload(void)
{
	labels_free();
	refs_free(repo.refs);
	graph_free(load.graph);
	graph_free(load.old);
	graph_free(load.dead);
	while (lines.nviews > 0) {
		free(load.argv), free(lines.folded);
		load.argv = lines.views[--lines.nviews].argv;
		lines.folded = lines.views[lines.nviews].folded;
	}
	pipe_buffree(&lines.text);
	free(lines.at);
	pipe_buffree(&load.paths);
	free(load.pathat);
}

/* for the unit tests alone (tests/unit/core.c), with no git: g shown
 * as a new view of repository name that has loaded, HEAD at head ("":
 * not known), the parts told what a reload and its load tell them. g
 * NULL: a load under way, what its git prints fed to loadpart */
void
load_test(const char *name, Graph *g, const char *head)
{
	core_event(&(Event){ .kind = EvReload, .arg.live = 0 });  /* a filter and its marks go */
	load.reselect = 0;           /* a new view: nothing is selected again */
	core_event(&(Event){ .kind = EvReset });
	graph_free(load.graph);
	load.graph = g;
	load.done = load.ok = g != NULL;
	load.backlog = load.ending = 0;
	load.empty = 0;
	repo_setname(name);
	snprintf(repo.headhex, sizeof(repo.headhex), "%s", head);
	core_event(&(Event){ .kind = EvLocal, .arg.local = LocalHeadKnown });
	if (!g)
		return;
	core_event(&(Event){ .kind = EvRows, .arg.rows = 0 });
	core_event(&(Event){ .kind = EvLoaded, .arg.lost = 0 });
}

const Part loadpart = { .proc = loadproc, .read = loadread, .free = freeload };
