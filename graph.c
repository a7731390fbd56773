/* See LICENSE file for copyright and license details.
 *
 * graph.c: the commit DAG in list order, its commits' labels, walks
 * through it and the history rewritten for a filter; lanes.c lays out
 * its lanes. Between the parsed rev-list (parse.c) and the list (the
 * core) and its drawing.
 *
 * Commits are numbered when their id is first seen, as a commit or a
 * parent; arrays indexed by number hold the rest. No pointers: a commit
 * costs its id and about 40 bytes of indices (make bench measures it).
 *
 * Order. git's order is topological except under clock skew, when a
 * parent can come before a child: then that parent and its listed
 * ancestors move below the new commit, keeping their order (fixup).
 * Only rows from the highest moved one down change (graph_touch).
 */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "graphint.h"
#include "util.h"

/* room made at first, doubled as commits come: a small graph (a short
 * history, a fuzz input) stays small; a reload reserves its size */
#define GRAPHMIN 64

/* the id's first four bytes, the first lowest: a commit's home slot is
 * known from a prefix of its id (graph_findprefix) */
static uint32_t
hashof(const unsigned char *id)
{
	return (uint32_t)id[0] | (uint32_t)id[1] << 8 | (uint32_t)id[2] << 16 |
	       (uint32_t)id[3] << 24;
}

/* the slot of id in the table, or the empty one where it would go */
static uint32_t
slot(const Graph *g, const unsigned char *id)
{
	uint32_t i, v;

	for (i = hashof(id) & g->hmask; (v = g->hash[i]); i = (i + 1) & g->hmask)
		if (!memcmp(graph_id(g, v - 1), id, g->hashlen))
			break;
	return i;
}

int
graph_find(const Graph *g, const unsigned char *id)
{
	return (int)g->hash[slot(g, id)] - 1;
}

/* does commit c's id start with the nibbles of want? */
static int
hasprefix(const Graph *g, int c, const unsigned char *want, int nibbles)
{
	const unsigned char *id = graph_id(g, c);

	return !memcmp(id, want, nibbles / 2) &&
	       (nibbles % 2 == 0 || (id[nibbles / 2] >> 4) == (want[nibbles / 2] >> 4));
}

/* Linear probing keeps a commit between its home slot (bits of its
 * first four bytes) and the next empty one: only the homes that agree
 * with the prefix's bits are walked, one for 7 digits or more while the
 * table has fewer than 2^24 slots. */
int
graph_findprefix(const Graph *g, const unsigned char *want, int nibbles)
{
	unsigned char pad[4] = { 0 };
	uint32_t known, unknown, sub, home, i, v;
	int found = -1, nb = nibbles / 2;

	if (nibbles < 1 || nibbles > 2 * g->hashlen)
		return -1;
	memcpy(pad, want, MIN(4, (nibbles + 1) / 2));
	known = nb < 4 ? (1u << 8 * nb) - 1 : 0xffffffffu;
	if (nibbles % 2 && nb < 4)
		known |= 0xf0u << 8 * nb;
	unknown = g->hmask & ~known;
	for (sub = unknown;; sub = (sub - 1) & unknown) {
		home = (hashof(pad) & known & g->hmask) | sub;
		for (i = home; (v = g->hash[i]); i = (i + 1) & g->hmask)
			if ((hashof(graph_id(g, v - 1)) & g->hmask) == home &&
			    hasprefix(g, v - 1, want, nibbles) && graph_row(g, v - 1) >= 0) {
				if (found >= 0)
					return -2;
				found = v - 1;
			}
		if (!sub)
			break;
	}
	return found;
}

/* the table again with mask + 1 slots */
static void
rehash(Graph *g, uint32_t mask)
{
	uint32_t i, j;

	free(g->hash);
	g->hash = ecalloc((size_t)mask + 1, sizeof(*g->hash));
	g->hmask = mask;
	for (i = 0; i < (uint32_t)g->n; i++) {
		for (j = hashof(graph_id(g, i)) & mask;
		     g->hash[j]; j = (j + 1) & mask)
			;
		g->hash[j] = i + 1;
	}
}

/* room for cap commits, parcap parent edges and ordercap rows */
static void
grow(Graph *g, int cap, size_t parcap, int ordercap)
{
	if (cap > g->cap) {
		g->cap = cap;
		g->c = erealloc(g->c, (size_t)cap * sizeof(*g->c));
		g->ids = erealloc(g->ids, (size_t)cap * g->hashlen);
	}
	if (parcap > g->parcap) {
		g->parcap = parcap;
		g->par = erealloc(g->par, parcap * sizeof(*g->par));
		g->kid = erealloc(g->kid, parcap * sizeof(*g->kid));
		g->nextkid = erealloc(g->nextkid, parcap * sizeof(*g->nextkid));
	}
	if (ordercap > g->ordercap) {
		g->ordercap = ordercap;
		g->order = erealloc(g->order, (size_t)ordercap * sizeof(*g->order));
	}
}

static int
intern(Graph *g, const unsigned char *id)
{
	uint32_t i = slot(g, id);

	if (g->hash[i])
		return g->hash[i] - 1;
	if (g->n == g->cap)
		grow(g, g->cap ? g->cap * 2 : GRAPHMIN, 0, 0);
	memcpy(g->ids + (size_t)g->n * g->hashlen, id, g->hashlen);
	g->c[g->n] = (Commit){ 0, NONE, NONE, 0, 0 };
	g->hash[i] = g->n + 1;
	if ((uint32_t)++g->n * 2 > g->hmask)
		rehash(g, g->hmask * 2 + 1);
	return g->n - 1;
}

Graph *
graph_new(int hashlen, int opts, int ncolours)
{
	Graph *g = ecalloc(1, sizeof(*g));

	g->hashlen = hashlen;
	g->opts = opts;
	g->ncolours = MAX(1, MIN(ncolours, 256));
	g->hmask = 2 * GRAPHMIN - 1;
	g->hash = ecalloc(g->hmask + 1, sizeof(*g->hash));
	g->changed = INT_MAX;
	g->currow = -1;
	g->openrow = g->openneed = INT_MAX;
	g->lastpar = NONE;
	return g;
}

/* a reload knows its size: on a big history each growth stalls the loop */
void
graph_reserve(Graph *g, int n, size_t npar)
{
	uint32_t mask = g->hmask;

	grow(g, n, npar, n);
	while ((uint64_t)n * 2 > mask && mask < UINT32_MAX / 2)
		mask = mask * 2 + 1;
	if (mask != g->hmask)
		rehash(g, mask);
}

/* empty again, as graph_new left it, its memory kept: the fuzz target of
 * rev builds a graph per input, and under ASan a new one's allocations
 * were most of its time */
void
graph_reset(Graph *g, int opts)
{
	Graph k = *g;

	if (k.hmask != 2 * GRAPHMIN - 1) {  /* small again: rehash runs */
		free(k.hash);
		k.hash = ecalloc(2 * GRAPHMIN, sizeof(*k.hash));
	} else {
		memset(k.hash, 0, 2 * GRAPHMIN * sizeof(*k.hash));
	}
	memset(g, 0, sizeof(*g));
	g->hashlen = k.hashlen;
	g->opts = opts;
	g->ncolours = k.ncolours;
	g->hmask = 2 * GRAPHMIN - 1;
	g->hash = k.hash;
	g->changed = INT_MAX;
	g->currow = -1;
	g->openrow = g->openneed = INT_MAX;
	g->lastpar = NONE;
	g->ids = k.ids, g->c = k.c, g->cap = k.cap;
	g->par = k.par, g->kid = k.kid, g->nextkid = k.nextkid, g->parcap = k.parcap;
	g->order = k.order, g->ordercap = k.ordercap;
	g->cur.want = k.cur.want, g->cur.kid = k.cur.kid, g->cur.colour = k.cur.colour;
	g->cur.cap = k.cur.cap;
	g->cur.pwant = k.cur.pwant, g->cur.pkid = k.cur.pkid, g->cur.pcolour = k.cur.pcolour;
	g->cur.pcap = k.cur.pcap;
	g->cp = k.cp, g->cpcap = k.cpcap, g->cpoff = k.cpoff, g->cpoffcap = k.cpoffcap;
	g->cells = k.cells, g->ends = k.ends, g->ncells = k.ncells;
	if (g->ncells)  /* as cells_grow leaves new cells */
		memset(g->cells, 0, g->ncells * sizeof(*g->cells));
	g->stack = k.stack, g->stackcap = k.stackcap;
	g->tmp = k.tmp, g->tmpcap = k.tmpcap;
}

size_t
graph_edges(const Graph *g)
{
	return g->npar;
}

void
graph_free(Graph *g)
{
	if (!g)
		return;
	free(g->ids), free(g->c), free(g->par), free(g->order), free(g->hash);
	free(g->kid), free(g->nextkid);
	free(g->cur.want), free(g->cur.kid), free(g->cur.colour);
	free(g->cur.pwant), free(g->cur.pkid), free(g->cur.pcolour);
	free(g->cp), free(g->cpoff);
	free(g->cells), free(g->ends), free(g->stack), free(g->tmp);
	free(g);
}

int
graph_hashlen(const Graph *g)
{
	return g->hashlen;
}

int graph_rows(const Graph *g) { return g->rows; }
int graph_size(const Graph *g) { return g->n; }
int graph_commit(const Graph *g, int row) { return g->order[row]; }
const unsigned char *graph_id(const Graph *g, int c) { return g->ids + (size_t)c * g->hashlen; }
int graph_nparents(const Graph *g, int c) { return g->c[c].npar; }
int graph_parent(const Graph *g, int c, int i) { return g->par[g->c[c].par + i]; }

int
graph_row(const Graph *g, int c)
{
	return g->c[c].row == NONE ? -1 : (int)g->c[c].row;
}

int
graph_children(const Graph *g, int c, int *out, int max)
{
	uint32_t e;
	int n = 0, i;

	for (e = g->c[c].kid; e != NONE; e = g->nextkid[e])
		n++;
	/* newest edge first: fill from the end, so out[] holds the oldest
	 * max of them, oldest first, as they were listed */
	for (i = n, e = g->c[c].kid; e != NONE; e = g->nextkid[e])
		if (--i < max)
			out[i] = g->kid[e];
	return n;
}

int
graph_flags(const Graph *g, int c)
{
	return g->c[c].flags & KEPTFLAGS;
}

int
graph_changed(Graph *g)
{
	int r = g->changed;

	g->changed = INT_MAX;
	return r == INT_MAX ? -1 : r;
}

static void
push(Graph *g, uint32_t c)
{
	g->c[c].flags |= Mark;
	g->stack = egrow(g->stack, &g->stackcap, g->nstack + 1, sizeof(*g->stack), 256);
	g->stack[g->nstack++] = c;
}

/* c, the last row, may have parents listed above it */
static void
fixup(Graph *g, int c)
{
	uint32_t top = NONE, x, p;
	int i, r, o, nmoved = 0;

	for (i = 0; i < (int)g->c[c].npar; i++) {
		p = g->par[g->c[c].par + i];
		if (g->c[p].row != NONE && !(g->c[p].flags & Mark)) {
			push(g, p);
			top = MIN(top, g->c[p].row);
		}
	}
	if (top == NONE)
		return;
	while (g->nstack > 0) {
		x = g->stack[--g->nstack];
		nmoved++;
		for (i = 0; i < (int)g->c[x].npar; i++) {
			p = g->par[g->c[x].par + i];
			if (g->c[p].row != NONE && !(g->c[p].flags & Mark))
				push(g, p);
		}
	}
	g->tmp = egrow(g->tmp, &g->tmpcap, nmoved, sizeof(*g->tmp), 1);
	for (r = o = top, i = 0; r < g->rows - 1; r++) {
		x = g->order[r];
		if (g->c[x].flags & Mark)
			g->tmp[i++] = x;
		else
			g->order[o++] = x;
	}
	g->order[o++] = c;
	memcpy(g->order + o, g->tmp, i * sizeof(*g->tmp));
	for (r = top; r < g->rows; r++) {
		x = g->order[r];
		g->c[x].row = r;
		g->c[x].flags &= ~Mark;
	}
	/* a line cut across top may be short now: its cut is up to mingap
	 * rows above (a parent stays at or below top) */
	graph_touch(g, g->mingap ? MAX(0, (int)top - g->mingap) : (int)top);
}

int
graph_add(Graph *g, const unsigned char *id, const unsigned char *parents,
          int nparents, int flags)
{
	int c, p, i;

	/* most often the last commit's first parent: no lookup */
	if (g->lastpar != NONE && !memcmp(graph_id(g, g->lastpar), id, g->hashlen))
		c = g->lastpar;
	else
		c = intern(g, id);
	if (g->c[c].flags & Arrived)
		return c;
	nparents = MIN(nparents, UINT16_MAX);
	if (g->npar + nparents > g->parcap)
		grow(g, 0, MAX(g->parcap * 2, g->npar + nparents + GRAPHMIN), 0);
	g->c[c].par = g->npar;
	for (i = 0; i < nparents; i++) {
		p = intern(g, parents + (size_t)i * g->hashlen);
		g->kid[g->npar] = c;
		g->nextkid[g->npar] = g->c[p].kid;
		g->c[p].kid = g->npar;
		g->par[g->npar++] = p;
	}
	g->c[c].npar = nparents;
	g->lastpar = nparents ? g->par[g->c[c].par] : NONE;
	g->c[c].flags |= Arrived | (flags & KEPTFLAGS);
	if (g->rows == g->ordercap)
		grow(g, 0, 0, g->ordercap ? g->ordercap * 2 : GRAPHMIN);
	g->c[c].row = g->rows;
	g->order[g->rows++] = c;
	/* a line cut to c comes back stub rows above it; lines open while
	 * their parent's row was unknown can now be far enough to cut */
	graph_touch(g, MAX(0, g->rows - 1 - (g->mingap ? g->stub : 0)));
	if (g->rows >= g->openneed)
		graph_touch(g, g->openrow);
	if (!(g->opts & GraphKeepOrder))
		fixup(g, c);
	return c;
}

/* parents that never came are now known to be out: the rows from their
 * first child's on are laid out again, no others */
void
graph_done(Graph *g)
{
	uint32_t x, e, first = NONE;

	g->done = 1;
	for (x = 0; x < (uint32_t)g->n; x++)
		if (g->c[x].row == NONE)
			for (e = g->c[x].kid; e != NONE; e = g->nextkid[e])
				first = MIN(first, g->c[g->kid[e]].row);
	if (first != NONE)
		graph_touch(g, first);
}

/* refs */

struct Refs {
	int hashlen, n, cap;
	unsigned char *ids;
	struct {
		int kind, current, next;
		size_t name;  /* offset in names */
	} *ref;
	char *names;
	size_t nlen, ncap;
	int *hash;        /* first ref of a commit + 1, open addressing */
	int hmask;
};

Refs *
refs_new(int hashlen)
{
	Refs *r = ecalloc(1, sizeof(*r));

	r->hashlen = hashlen;
	r->hmask = 255;
	r->hash = ecalloc(r->hmask + 1, sizeof(*r->hash));
	return r;
}

void
refs_free(Refs *r)
{
	if (!r)
		return;
	free(r->ids), free(r->ref), free(r->names), free(r->hash);
	free(r);
}

static int *
refs_slot(const Refs *r, const unsigned char *id)
{
	int i;

	for (i = hashof(id) & r->hmask; r->hash[i]; i = (i + 1) & r->hmask)
		if (!memcmp(r->ids + (size_t)(r->hash[i] - 1) * r->hashlen, id, r->hashlen))
			break;
	return &r->hash[i];
}

void
refs_add(Refs *r, const unsigned char *id, int kind, int current,
         const char *name, size_t n)
{
	int i, *slot, *at, k;

	if (r->n == r->cap) {
		r->ref = egrow(r->ref, &r->cap, r->n + 1, sizeof(*r->ref), 64);
		r->ids = erealloc(r->ids, (size_t)r->cap * r->hashlen);
	}
	if (r->nlen + n + 1 > r->ncap) {
		r->ncap = MAX(2 * r->ncap, r->nlen + n + 1024);
		r->names = erealloc(r->names, r->ncap);
	}
	i = r->n++;
	memcpy(r->ids + (size_t)i * r->hashlen, id, r->hashlen);
	r->ref[i].kind = kind;
	r->ref[i].current = current;
	r->ref[i].name = r->nlen;
	memcpy(r->names + r->nlen, name, n);
	r->names[r->nlen + n] = '\0';
	r->nlen += n + 1;
	/* into the commit's list, by kind, the current branch first */
	slot = refs_slot(r, id);
	for (at = slot; *at; at = &r->ref[*at - 1].next) {
		k = *at - 1;
		if (r->ref[k].kind > kind || (r->ref[k].kind == kind && current && !r->ref[k].current))
			break;
	}
	r->ref[i].next = *at;
	*at = i + 1;
	if (r->n * 2 > r->hmask) {  /* grow: put every list head back */
		int *old = r->hash, oldmask = r->hmask, j;

		r->hmask = r->hmask * 2 + 1;
		r->hash = ecalloc(r->hmask + 1, sizeof(*r->hash));
		for (j = 0; j <= oldmask; j++)
			if (old[j])
				*refs_slot(r, r->ids + (size_t)(old[j] - 1) * r->hashlen) = old[j];
		free(old);
	}
}

int refs_count(const Refs *r) { return r ? r->n : 0; }
int refs_next(const Refs *r, int i) { return r->ref[i].next - 1; }
int refs_kind(const Refs *r, int i) { return r->ref[i].kind; }
int refs_current(const Refs *r, int i) { return r->ref[i].current; }
const char *refs_name(const Refs *r, int i) { return r->names + r->ref[i].name; }
const unsigned char *refs_id(const Refs *r, int i) { return r->ids + (size_t)i * r->hashlen; }

int
refs_first(const Refs *r, const unsigned char *id)
{
	return r && r->n ? *refs_slot(r, id) - 1 : -1;
}

/* walks */

struct Walk {
	const Graph *g;
	uint32_t *queue;  /* from qhead on: to visit; moved down as it empties */
	int qhead, qlen, qcap;
	unsigned char *seen;  /* a bit a commit: a walk over a whole history
	                         costs an eighth of a byte a commit */
	size_t seencap;
	uint32_t from;
	int up, found, done;
};

static int
walk_visit(Walk *w, uint32_t c)
{
	size_t old = w->seencap;

	if (c / 8 >= old) {  /* as big as the graph is now, which grows */
		w->seencap = MAX((size_t)c / 8 + 1, (size_t)w->g->n / 8 + 1);
		w->seen = erealloc(w->seen, w->seencap);
		memset(w->seen + old, 0, w->seencap - old);
	}
	if (w->seen[c / 8] & 1 << c % 8)
		return 0;
	w->seen[c / 8] |= 1 << c % 8;
	if (w->qhead >= 1024 && w->qhead * 2 >= w->qlen) {  /* only the front is kept */
		memmove(w->queue, w->queue + w->qhead, (w->qlen - w->qhead) * sizeof(*w->queue));
		w->qlen -= w->qhead;
		w->qhead = 0;
	}
	w->queue = egrow(w->queue, &w->qcap, w->qlen + 1, sizeof(*w->queue), 1024);
	w->queue[w->qlen++] = c;
	return 1;
}

int
walk_has(const Walk *w, int c)
{
	return w && c >= 0 && (size_t)c / 8 < w->seencap && w->seen[c / 8] & 1 << c % 8;
}

Walk *
walk_new(const Graph *g, int from, int up)
{
	Walk *w = ecalloc(1, sizeof(*w));

	w->g = g;
	w->up = up;
	w->found = -1;
	w->from = from;
	walk_visit(w, from);
	return w;
}

int
walk_step(Walk *w, int budget, int (*mark)(int c, void *arg), void *arg, int stop)
{
	const Graph *g = w->g;
	uint32_t c, e, p;
	int i;

	while (!w->done && budget-- > 0) {
		if ((w->done = w->qhead == w->qlen))
			break;
		c = w->queue[w->qhead++];
		if (c != w->from && w->found < 0 && mark && mark(c, arg)) {
			w->found = c;
			if ((w->done = stop != 0))
				break;
		}
		if (w->up) {
			for (i = 0; i < (int)g->c[c].npar; i++) {
				p = g->par[g->c[c].par + i];
				if (g->c[p].row != NONE)
					walk_visit(w, p);
			}
		} else {
			for (e = g->c[c].kid; e != NONE; e = g->nextkid[e])
				walk_visit(w, g->kid[e]);
		}
	}
	return w->done;
}

int
walk_found(const Walk *w)
{
	return w ? w->found : -1;
}

void
walk_free(Walk *w)
{
	if (!w)
		return;
	free(w->queue);
	free(w->seen);
	free(w);
}

int
graph_mergedby(const Graph *g, const Walk *down, int c)
{
	uint32_t f, p;
	int last = -1;

	if (g->rows == 0)
		return -1;
	for (f = g->order[0]; f != NONE && walk_has(down, f); f = p) {
		last = f;
		p = NONE;
		if (g->c[f].npar > 0 && g->c[g->par[g->c[f].par]].row != NONE)
			p = g->par[g->c[f].par];
	}
	return last == c ? -1 : last;
}

/* filters */

#define SETMAX 16  /* kept ancestors remembered for a commit not kept */

/* into set, up to max, each once: what the parents of c (row r) listed
 * below it stand for, commit x's being pool[off[x]..off[x] + cnt[x]) */
static int
standfor(const Graph *g, uint32_t c, int r, const uint32_t *pool,
         const uint32_t *off, const int *cnt, uint32_t *set, int max)
{
	uint32_t p, x;
	int i, j, k, n = 0;

	for (i = 0; i < (int)g->c[c].npar && n < max; i++) {
		p = g->par[g->c[c].par + i];
		if (g->c[p].row == NONE || g->c[p].row <= (uint32_t)r)
			continue;
		for (j = 0; j < cnt[p] && n < max; j++) {
			for (x = pool[off[p] + j], k = 0; k < n && set[k] != x; k++)
				;
			if (k == n)
				set[n++] = x;
		}
	}
	return n;
}

Graph *
graph_filter(const Graph *g, const unsigned char *keep)
{
	Graph *f = graph_new(g->hashlen, GraphKeepOrder, g->ncolours);
	uint32_t *off = ecalloc(g->n + 1, sizeof(*off)), *pool = NULL, *tmp, c;
	unsigned char *par = ecalloc(SETMAX * 4 + 1, g->hashlen);
	size_t npool = 0, poolcap = 0;
	int r, k, n, *cnt = ecalloc(g->n + 1, sizeof(*cnt));

	tmp = ecalloc(SETMAX * 4 + 1, sizeof(*tmp));
	if (g->mingap)
		graph_cut(f, g->mingap, g->stub, g->maxlanes);
	/* bottom up, parents first: a commit stands for itself when kept,
	 * else for what its parents stand for (at most SETMAX) */
	for (r = g->rows - 1; r >= 0; r--) {
		c = g->order[r];
		if (keep[c])
			tmp[0] = c, n = 1;
		else
			n = standfor(g, c, r, pool, off, cnt, tmp, SETMAX);
		if (npool + n > poolcap) {
			poolcap = MAX(2 * poolcap, npool + n + 4096);
			pool = erealloc(pool, poolcap * sizeof(*pool));
		}
		off[c] = npool;
		cnt[c] = n;
		if (n)
			memcpy(pool + npool, tmp, n * sizeof(*tmp));
		npool += n;
	}
	/* top down: each kept commit with the kept commits its parents stand for */
	for (r = 0; r < g->rows; r++) {
		c = g->order[r];
		if (!keep[c])
			continue;
		n = standfor(g, c, r, pool, off, cnt, tmp, SETMAX * 4);
		for (k = 0; k < n; k++)
			memcpy(par + (size_t)k * g->hashlen, graph_id(g, tmp[k]), g->hashlen);
		graph_add(f, graph_id(g, c), par, n, graph_flags(g, c));
	}
	graph_done(f);
	free(off), free(pool), free(tmp), free(par), free(cnt);
	return f;
}
