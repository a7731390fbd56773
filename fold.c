/* See LICENSE file for copyright and license details.
 *
 * fold.c: the folded merges, just above the load. z loads the view's
 * first-parent line (load_fold: git rev-list --first-parent, streamed as
 * any start), where each merge stands for the commits it brought in,
 * M^1..M^2 (all its side parents for an octopus). Their count is asked
 * of git only for the merges on screen, one small job at a time once
 * the line is in, so that the load costs what --first-parent's does.
 * Opening a fold reads `git rev-list --parents --topo-order` of its
 * range and shows a graph made of the line with the open folds' commits
 * below their merges (the lanes then draw them beside the line), as a
 * filter shows its own graph; folding it again shows that graph without
 * them. Start reading fold_toggle().
 */
#include <sys/types.h>

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
#include "fold.h"

#define TIPSMAX       1000   /* a reveal's tips of the line, at most */

/* an open fold: its merge, and its commits as git printed them */
typedef struct {
	unsigned char id[OIDMAX];
	Buf revs;
} Open;

static struct {
	Graph *shown;           /* the line and the open folds, while any is open */
	int *count;             /* by the line's commit: its fold's commits + 1; 0 unknown */
	int ncount;
	int asking, opening;    /* the line's commit counted, opened; or -1 */
	int reloading;          /* a reload has begun: the next reset is its */
	Open *open;
	int nopen, opencap;
	unsigned char selid[OIDMAX];  /* selected once the fold opening is shown */
	unsigned char revealid[OIDMAX];
	int revealing;          /* a reveal's git runs */
} fold = { .asking = -1, .opening = -1 };

int fold_on(void) { return load_folded(); }

/* the line git made, which the graph shown is built from */
static Graph *base(void) { return load_base(); }

/* c of the graph shown as the line's commit, or -1 */
static int
tobase(int c)
{
	Graph *g = load_graph(), *b = base();

	if (c < 0 || !g || !b)
		return -1;
	if (g == b)
		return c;
	c = graph_find(b, graph_id(g, c));
	return c >= 0 && graph_row(b, c) >= 0 ? c : -1;
}

/* b of the line holds a fold: a merge listed on it */
static int
holds(int b)
{
	return fold_on() && b >= 0 && graph_row(base(), b) >= 0 && graph_nparents(base(), b) > 1;
}

static int
openat(const unsigned char *id)
{
	int k, hl = graph_hashlen(base());

	for (k = 0; k < fold.nopen; k++)
		if (!memcmp(fold.open[k].id, id, hl))
			return k;
	return -1;
}

int
fold_count(int c)
{
	int b = tobase(c);

	if (!holds(b))
		return 0;
	return b < fold.ncount && fold.count[b] ? fold.count[b] - 1 : FoldUnknown;
}

int
fold_isopen(int c)
{
	int b = tobase(c);

	return holds(b) && openat(graph_id(base(), b)) >= 0;
}

/* does fold k's output list id? */
static int
foldhas(int k, const unsigned char *id)
{
	Buf b = fold.open[k].revs;
	char hex[HEXMAX + 1];
	const char *line;
	size_t n;
	int hl = graph_hashlen(base());

	hex_encode(id, hl, hex);
	b.off = 0;
	while ((line = pipe_bufline(&b, &n)))
		if (n >= (size_t)2 * hl && !memcmp(line, hex, 2 * hl))
			return 1;
	return 0;
}

int
fold_holder(int c)
{
	Graph *g = load_graph();
	int k;

	if (!fold.shown || c < 0 || tobase(c) >= 0)
		return -1;
	for (k = 0; k < fold.nopen; k++)
		if (foldhas(k, graph_id(g, c)))
			return graph_find(g, fold.open[k].id);
	return -1;
}

/* git rev-list OPTS of b's fold, "M^@ ^M^1": its parents but not what
 * its first reaches (every side of an octopus), named from the merge and
 * not from the graph's parents, which a path-limited line has rewritten
 * (a first parent that left the paths alone is not there); then the
 * view's paths, so that a fold holds what the view would. Started as a
 * job ending in done; 0 when it could not start */
static int
sidejob(int b, const char *const *opts, void (*done)(Job *))
{
	const char *const *paths;
	const char **argv;
	char w[2][HEXMAX + 4], hex[HEXMAX + 1];
	int n = 0, k, npaths = load_viewpaths(&paths), ok;

	for (k = 0; opts[k]; k++)
		;
	argv = ecalloc(k + 2 + npaths + 2, sizeof(*argv));
	memcpy(argv, opts, k * sizeof(*argv));
	n = k;
	hex_encode(graph_id(base(), b), graph_hashlen(base()), hex);
	snprintf(w[0], sizeof(w[0]), "%s^@", hex);
	snprintf(w[1], sizeof(w[1]), "^%s^1", hex);
	argv[n++] = w[0];
	argv[n++] = w[1];
	if (npaths > 0) {
		argv[n++] = "--";
		memcpy(argv + n, paths, npaths * sizeof(*argv));
		n += npaths;
	}
	argv[n] = NULL;
	ok = job_start(argv, done, NULL) != NULL;
	free(argv);
	return ok;
}

static void
gotcount(Job *j)
{
	const Buf *o = &j->p.obuf;
	char hex[HEXMAX + 1];
	int b = fold.asking, n = atoi(o->len > o->off ? o->buf + o->off : "0");

	fold.asking = -1;
	if (b < 0 || b >= fold.ncount)
		return;
	fold.count[b] = (core_failure(&j->p) ? 0 : n) + 1;
	hex_encode(graph_id(base(), b), graph_hashlen(base()), hex);
	pipe_trace("+%.1fms fold count %s %d", core_ms(), hex, fold.count[b] - 1);
	core_dirty(DirtyList);
}

/* asked while the line loads, a count's git would slow its git */
void
fold_want(int c)
{
	static const char *const opts[] = { "git", "rev-list", "--count", NULL };
	int b = tobase(c), old;

	if (!holds(b) || fold.asking >= 0 || load_state() == LoadRunning)
		return;
	if (b >= (old = fold.ncount)) {
		fold.count = egrow(fold.count, &fold.ncount, graph_size(base()), sizeof(int), 1024);
		memset(fold.count + old, 0, (fold.ncount - old) * sizeof(int));
	}
	if (fold.count[b])
		return;
	if (sidejob(b, opts, gotcount))
		fold.asking = b;
}

/* fold k's commits into g below its merge, but those the line lists */
static void
addfold(Graph *g, int k, unsigned char **ids, size_t *cap)
{
	Buf b = fold.open[k].revs;
	const char *line;
	size_t n;
	RevLine r;
	int hl = graph_hashlen(base()), c;

	b.off = 0;
	while ((line = pipe_bufline(&b, &n))) {
		if (n / 2 + 1 > *cap)
			*ids = erealloc(*ids, *cap = MAX(n / 2 + 1, 2 * *cap));
		if (parse_revids(line, n, &r, *ids) < 0 || r.hashlen != 2 * hl)
			continue;
		if ((c = graph_find(base(), *ids)) >= 0 && graph_row(base(), c) >= 0)
			continue;
		graph_add(g, *ids, *ids + hl, r.nids - 1, 0);
	}
}

/* the line with the open folds' commits, each below its merge: the
 * line's order is topological already, and a fold's commits are its
 * merge's ancestors and none of its first parent's */
static Graph *
build(void)
{
	Graph *b = base(), *g;
	unsigned char *ids = NULL;
	size_t cap = 0;
	int hl = graph_hashlen(b), r, c, i, k, np;

	g = graph_new(hl, GraphKeepOrder, nlanecolors);
	lanes_cut(g, lanegap, lanestub, lanemax);
	graph_reserve(g, graph_size(b) + 1024, graph_edges(b) + 1024);
	for (r = 0; r < graph_rows(b); r++) {
		c = graph_commit(b, r);
		np = graph_nparents(b, c);
		if ((size_t)(np + 1) * hl > cap)
			ids = erealloc(ids, cap = (size_t)(np + 1) * hl * 2);
		for (i = 0; i < np; i++)
			memcpy(ids + i * hl, graph_id(b, graph_parent(b, c, i)), hl);
		graph_add(g, graph_id(b, c), ids, np, graph_flags(b, c) &
		          (GraphBoundary | GraphLeft | GraphRight | GraphSame));
		if (np > 1 && (k = openat(graph_id(b, c))) >= 0)
			addfold(g, k, &ids, &cap);
	}
	graph_done(g);
	free(ids);
	return g;
}

/* the line and its open folds shown anew, fold.selid selected (else the
 * first row), as a filter shows its graph */
static void
reshow(void)
{
	Graph *old = load_graph(), *g = fold.nopen ? build() : base();
	int c;

	core_event(&(Event){ .kind = EvReset });
	load_setgraph(g);
	if (old == fold.shown)
		graph_free(fold.shown);
	fold.shown = g == base() ? NULL : g;
	core_event(&(Event){ .kind = EvLocal, .arg.local = LocalNewView });
	if ((c = graph_find(g, fold.selid)) >= 0 && graph_row(g, c) >= 0)
		core_command(&(Command){ .kind = CmdSelectCommit, .arg.commit = c });
	else
		core_command(&(Command){ .kind = CmdSelectRow, .arg.row = 0 });
	core_dirty(DirtyAll);
}

static void
gotfold(Job *j)
{
	int b = fold.opening, n = 0;
	char hex[HEXMAX + 1];
	const char *line;
	size_t len;
	Open *o;

	fold.opening = -1;
	if (b < 0)
		return;
	if (core_failure(&j->p)) {
		core_setstatus(1, "the merge's fold cannot be read: %s", core_failure(&j->p));
		return;
	}
	fold.open = egrow(fold.open, &fold.opencap, fold.nopen + 1, sizeof(*fold.open), 16);
	o = &fold.open[fold.nopen++];
	memset(o, 0, sizeof(*o));
	memcpy(o->id, graph_id(base(), b), graph_hashlen(base()));
	pipe_bufadd(&o->revs, j->p.obuf.buf + j->p.obuf.off, j->p.obuf.len - j->p.obuf.off);
	while ((line = pipe_bufline(&j->p.obuf, &len)))
		n += len > 0;
	if (b < fold.ncount)
		fold.count[b] = n + 1;
	hex_encode(o->id, graph_hashlen(base()), hex);
	pipe_trace("+%.1fms fold open %s %d", core_ms(), hex, n);
	reshow();
}

/* a filter shows a graph of its own, which the folds would replace */
static int
filtered(void)
{
	if (load_graph() == base() || (fold.shown && load_graph() == fold.shown))
		return 0;
	core_setstatus(1, "filtered: & and an empty pattern show the folds again");
	return 1;
}

static void
openfold(int b, const unsigned char *sel)
{
	static const char *const opts[] = {
		"git", "rev-list", "--parents", "--topo-order", NULL
	};

	if (fold.opening >= 0 || openat(graph_id(base(), b)) >= 0)
		return;
	memcpy(fold.selid, sel, graph_hashlen(base()));
	if (sidejob(b, opts, gotfold))
		fold.opening = b;
}

static void
closefold(int k)
{
	memcpy(fold.selid, fold.open[k].id, graph_hashlen(base()));
	pipe_buffree(&fold.open[k].revs);
	fold.open[k] = fold.open[--fold.nopen];
	pipe_trace("+%.1fms fold closed", core_ms());
	reshow();
}

void
fold_open(int c, int open)
{
	Graph *g = load_graph();
	int b = tobase(c), k;

	if (!fold_on() || c < 0 || load_state() == LoadRunning || filtered())
		return;
	if (open > 0 && holds(b)) {
		openfold(b, graph_id(g, c));
	} else if (open < 0 && holds(b) && (k = openat(graph_id(base(), b))) >= 0) {
		closefold(k);
	} else if (open < 0 && (c = fold_holder(c)) >= 0) {
		closefold(openat(graph_id(g, c)));
	}
}

/* the folded view's git: rev-list's, --first-parent, the user's arguments */
static const char **
lineargv(void)
{
	const ViewArgs *v = load_view();
	const char **argv;
	int n = 0;

	while (revlistargv[n])
		n++;
	argv = ecalloc(n + v->nuser + 2, sizeof(*argv));
	memcpy(argv, revlistargv, n * sizeof(*argv));
	argv[n] = "--first-parent";
	memcpy(argv + n + 1, v->user, v->nuser * sizeof(*argv));
	return argv;
}

/* z: in the whole history, the selection is kept when the line has it,
 * else the merge that brought it in is selected */
void
fold_toggle(int sel)
{
	unsigned char id[OIDMAX];
	Graph *g = load_graph();
	const char **argv;
	Walk *w;
	int m = -1;

	if (!g || (!fold_on() && load_state() == LoadRunning)) {
		core_setstatus(1, "z folds the merges once the history is loaded");
		return;
	}
	if (!fold_on() && sel >= 0) {
		w = walk_new(g, sel, 0);
		while (!walk_step(w, walkslice, NULL, NULL, 0))
			;
		m = graph_mergedby(g, w, sel);
		walk_free(w);
	}
	if (sel >= 0)
		memcpy(id, graph_id(g, m >= 0 ? m : sel), graph_hashlen(g));
	argv = fold_on() ? NULL : lineargv();
	if (load_fold(argv, sel >= 0 ? id : NULL) < 0) {
		free(argv);
		core_setstatus(1, "no folds in a view of git log (-L, --follow, -g...)");
		return;
	}
	pipe_trace("+%.1fms folded %s", core_ms(), fold_on() ? "on" : "off");
}

/* the reveal's answer: the commits that have it; of those on the line,
 * the lowest in the list is the merge that brought it in */
static void
gotreveal(Job *j)
{
	unsigned char id[OIDMAX];
	const char *line;
	size_t n;
	int b = -1, c, hl = base() ? graph_hashlen(base()) : 0;

	fold.revealing = 0;
	while (hl && (line = pipe_bufline(&j->p.obuf, &n)))
		if (n == (size_t)2 * hl && hex_decode(line, hl, id) == 0 &&
		    holds(c = graph_find(base(), id)) &&
		    (b < 0 || graph_row(base(), c) > graph_row(base(), b)))
			b = c;
	if (b < 0) {
		core_setstatus(1, "no merge of the first-parent line brought it in");
		return;
	}
	if (openat(graph_id(base(), b)) >= 0) {  /* open: not of this view */
		core_setstatus(1, "not in this view");
		return;
	}
	openfold(b, fold.revealid);
}

/* git rev-list --ancestry-path ^ID TIPS: the commits that have id (with
 * --first-parent git would not walk to id to know) */
int
fold_reveal(const unsigned char *id)
{
	static const char *const opts[] = {
		"git", "rev-list", "--ancestry-path", NULL
	};
	Graph *b = base();
	char (*hex)[HEXMAX + 2];
	const char **argv;
	int r, n = 0, k, c, kid;

	if (!fold_on() || !b || load_state() == LoadRunning || filtered() || fold.revealing)
		return 0;
	hex = ecalloc(TIPSMAX + 1, sizeof(*hex));
	argv = ecalloc(LEN(opts) + TIPSMAX + 1, sizeof(*argv));
	for (k = 0; opts[k]; k++)
		argv[n++] = opts[k];
	hex[0][0] = '^';
	hex_encode(id, graph_hashlen(b), hex[0] + 1);
	argv[n++] = hex[0];
	for (r = 0, k = 1; r < graph_rows(b) && k <= TIPSMAX; r++)
		if (graph_children(b, c = graph_commit(b, r), &kid, 1) == 0) {
			hex_encode(graph_id(b, c), graph_hashlen(b), hex[k]);
			argv[n++] = hex[k++];
		}
	memcpy(fold.revealid, id, graph_hashlen(b));
	fold.revealing = job_start(argv, gotreveal, NULL) != NULL;
	free(argv);
	free(hex);
	return 1;
}

static void
dropfolds(void)
{
	while (fold.nopen > 0)
		pipe_buffree(&fold.open[--fold.nopen].revs);
	job_cancel(gotcount);
	job_cancel(gotfold);
	job_cancel(gotreveal);
	fold.asking = fold.opening = -1;
	fold.revealing = 0;
	if (fold.count)
		memset(fold.count, 0, fold.ncount * sizeof(int));
}

/* a reload's reset (find put back the graph it filtered): the line
 * goes, its folds with it */
static void
foldreset(void)
{
	if (!fold.reloading)
		return;  /* a filter's or the folds' own */
	fold.reloading = 0;
	if (fold.shown) {
		if (load_graph() == fold.shown)
			load_setgraph(base());
		graph_free(fold.shown);
		fold.shown = NULL;
	}
	dropfolds();
}

static void
foldevent(const Event *e)
{
	if (e->kind == EvReload)
		fold.reloading = 1;
}

static void
foldfree(void)
{
	dropfolds();
	free(fold.open);
	free(fold.count);  /* the graph shown is the load's or a filter's to free */
}

const Part foldpart = { .reset = foldreset, .event = foldevent, .free = foldfree };
