/* See LICENSE file for copyright and license details.
 *
 * graph.c: the commit DAG in list order, its commits' labels, walks
 * through it and the history rewritten for a filter; lanes.c lays out
 * its lanes. Between the parsed rev-list (parse.c) and the list (the
 * core) and its drawing.
 *
 * Commits are numbered when their id is first seen, as a commit or a
 * parent; arrays indexed by number hold the rest. No pointers: a commit
 * costs its id and about 25 bytes of indices and table (make bench
 * measures it); a merge 4 bytes more and 12 a parent, a second child
 * and more 12 each (graphint.h).
 *
 * Order. git's order is topological except under clock skew, when a
 * parent can come before a child: then that parent and its listed
 * ancestors move below the new commit, keeping their order (fixup).
 * Only rows from the highest moved one down change (lanes_touch).
 */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "graph.h"
#include "graphint.h"
#include "util.h"

/* room made at first, doubled as commits come: a small graph (a short
 * history, a fuzz input) stays small; a reload reserves its size */
#define GRAPHMIN 64

/* the id's first four bytes, the first highest */
static uint32_t
hashof(const unsigned char *id)
{
	return (uint32_t)id[0] << 24 | (uint32_t)id[1] << 16 | (uint32_t)id[2] << 8 |
	       (uint32_t)id[3];
}

/*
 * The id table: open addressing in hsize slots (any size), each 0 or a
 * commit + 1 in its low bits (hidx) under the high bits of the id's
 * second four bytes (tagof), so that a probe reads the id only when
 * those agree. A commit's home slot grows with its first four bytes:
 * the commits of a prefix are found from the prefix's first home on
 * (graph_findprefix). Grown to about 0.55 full once 0.8 full: 5 to 7.3
 * bytes a commit. While the history loads, a table grown out of is left
 * a few commits at a time (MIGSTEP each new id), the newest first (the
 * ids git names next are mostly recent ones), as the new one is looked
 * up first and then the old: moving a million commits at once took 95 ms
 * of one turn of the loop when no commit-graph file had told the load
 * its size.
 */
#define MIGSTEP 4

static uint32_t
home(uint32_t hsize, uint32_t h)
{
	return (uint64_t)h * hsize >> 32;
}

static uint32_t
tagof(uint32_t hidx, const unsigned char *id)
{
	return hashof(id + 4) & ~hidx;
}

static uint32_t
next(uint32_t hsize, uint32_t i)
{
	return i + 1 == hsize ? 0 : i + 1;
}

/* the slot of id in a table, or the empty one where it would go */
static uint32_t
probe(const Graph *g, const uint32_t *hash, uint32_t hsize, uint32_t hidx,
      const unsigned char *id)
{
	uint32_t i, v, tag = tagof(hidx, id);

	for (i = home(hsize, hashof(id)); (v = hash[i]); i = next(hsize, i))
		if ((v & ~hidx) == tag && !memcmp(graph_id(g, (v & hidx) - 1), id, g->hashlen))
			break;
	return i;
}

static uint32_t
slot(const Graph *g, const unsigned char *id)
{
	return probe(g, g->hash, g->hsize, g->hidx, id);
}

/* the commit of id in the table grown out of, or -1 */
static int
oldfind(const Graph *g, const unsigned char *id)
{
	uint32_t v;

	if (!g->old.hash)
		return -1;
	v = g->old.hash[probe(g, g->old.hash, g->old.hsize, g->old.hidx, id)];
	return v ? (int)(v & g->old.hidx) - 1 : -1;
}

int
graph_find(const Graph *g, const unsigned char *id)
{
	uint32_t v = g->hash[slot(g, id)];

	return v ? (int)(v & g->hidx) - 1 : oldfind(g, id);
}

/* does commit c's id start with the nibbles of want? */
static int
hasprefix(const Graph *g, int c, const unsigned char *want, int nibbles)
{
	const unsigned char *id = graph_id(g, c);

	return !memcmp(id, want, nibbles / 2) &&
	       (nibbles % 2 == 0 || (id[nibbles / 2] >> 4) == (want[nibbles / 2] >> 4));
}

/* Linear probing keeps a commit between its home slot and the next
 * empty one: the slots from the home of the prefix's least first four
 * bytes to the first empty one past the home of its greatest hold every
 * commit it begins: a few for 7 digits. */
/* the listed commits from min to max whose ids start with nibbles of
 * want in a table, from the slots of the homes of lo and hi on, added to
 * *found: -2 once more than one */
static void
prefixin(const Graph *g, const uint32_t *hash, uint32_t hsize, uint32_t hidx,
         const unsigned char *lo, const unsigned char *hi, const unsigned char *want,
         int nibbles, int min, int max, int *found)
{
	uint32_t i = home(hsize, hashof(lo)), end = home(hsize, hashof(hi)) - i, k, v;
	int c;

	for (k = 0; k < hsize && ((v = hash[i]) || k < end) && *found != -2;
	     k++, i = next(hsize, i)) {
		c = v ? (int)(v & hidx) - 1 : -1;
		if (c >= min && c < max && hasprefix(g, c, want, nibbles) && graph_row(g, c) >= 0)
			*found = *found >= 0 ? -2 : c;
	}
}

int
graph_findprefix(const Graph *g, const unsigned char *want, int nibbles)
{
	unsigned char lo[4] = { 0 }, hi[4] = { 0xff, 0xff, 0xff, 0xff };
	int found = -1;

	if (nibbles < 1 || nibbles > 2 * g->hashlen)
		return -1;
	memcpy(lo, want, MIN(4, nibbles / 2));
	memcpy(hi, want, MIN(4, nibbles / 2));
	if (nibbles < 8 && nibbles % 2)
		lo[nibbles / 2] = want[nibbles / 2] & 0xf0,
		    hi[nibbles / 2] = want[nibbles / 2] | 0x0f;
	prefixin(g, g->hash, g->hsize, g->hidx, lo, hi, want, nibbles, 0, g->n, &found);
	if (g->old.hash)  /* those not moved yet */
		prefixin(g, g->old.hash, g->old.hsize, g->old.hidx, lo, hi, want, nibbles,
		         0, g->old.left, &found);
	return found;
}

/* slots for n commits, 0.55 full */
static uint32_t
hashsize(uint64_t n)
{
	return MIN(UINT32_MAX, MAX(2 * GRAPHMIN, n * 20 / 11));
}

/* the table again with size slots, made from the ids. A new block, not
 * the old one grown and cleared: a big one is mapped, and its pages are
 * zero when first touched, as probes come, where a memset of the 7.7 MB
 * a million commits reserve touched them all in one turn of the loop
 * (26-31 ms). Freeing a mapped block does not raise glibc's mmap
 * threshold here: graph_new has set it, which turns that off */
static void
newtable(Graph *g, uint32_t size)
{
	uint32_t b;

	g->hash = ecalloc(size, sizeof(*g->hash));
	g->hsize = size;
	for (b = 1; b < 32 && 1u << b <= size; b++)
		;
	g->hidx = b == 32 ? UINT32_MAX : (1u << b) - 1;  /* above any commit + 1 */
}

/* commit c, in no table yet, into the new one (a repeated entry of
 * git log -g stays out: graph_find names the first) */
static void
put(Graph *g, int c)
{
	uint32_t j;

	if (g->flags[c] & Again)
		return;
	for (j = home(g->hsize, hashof(graph_id(g, c))); g->hash[j]; j = next(g->hsize, j))
		;
	g->hash[j] = tagof(g->hidx, graph_id(g, c)) | (c + 1);
}

/* k more commits out of the table grown out of; freed once it is empty */
static void
migrate(Graph *g, int k)
{
	if (!g->old.hash)
		return;
	for (; k > 0 && g->old.left > 0; k--)
		put(g, --g->old.left);
	if (g->old.left == 0) {
		free(g->old.hash);
		g->old.hash = NULL;
	}
}

static void
rehash(Graph *g, uint32_t size)
{
	int i;

	free(g->old.hash);
	g->old.hash = NULL;
	free(g->hash);
	newtable(g, size);
	for (i = 0; i < g->n; i++)
		put(g, i);
}

/* a table for more commits, which the ones already in move to as new
 * ones come (migrate) */
static void
growtable(Graph *g)
{
	migrate(g, INT_MAX);
	g->old.hash = g->hash, g->old.hsize = g->hsize, g->old.hidx = g->hidx;
	g->old.left = g->n;
	newtable(g, hashsize(g->n));
}

/* room for cap commits, sidecap words of merges and ordercap rows */
static void
grow(Graph *g, int cap, size_t sidecap, int ordercap)
{
	if (cap > g->cap) {
		g->cap = cap;
		g->c = erealloc(g->c, (size_t)cap * sizeof(*g->c));
		g->ids = erealloc(g->ids, (size_t)cap * g->hashlen);
		g->flags = erealloc(g->flags, cap);
	}
	if (sidecap > g->sidecap) {
		g->sidecap = sidecap;
		g->side = erealloc(g->side, sidecap * sizeof(*g->side));
	}
	if (ordercap > g->ordercap) {
		g->ordercap = ordercap;
		g->order = erealloc(g->order, (size_t)ordercap * sizeof(*g->order));
	}
}

/* a commit numbered, not in the table */
static int
newslot(Graph *g, const unsigned char *id)
{
	if (g->n == g->cap)
		grow(g, g->cap ? g->cap * 2 : GRAPHMIN, 0, 0);
	memcpy(g->ids + (size_t)g->n * g->hashlen, id, g->hashlen);
	g->c[g->n] = (Commit){ NONE, NONE, NONE };
	g->flags[g->n] = 0;
	return g->n++;
}

static int
intern(Graph *g, const unsigned char *id)
{
	uint32_t i = slot(g, id);
	int c;

	if (g->hash[i])
		return (g->hash[i] & g->hidx) - 1;
	if ((c = oldfind(g, id)) >= 0)
		return c;
	c = newslot(g, id);
	g->hash[i] = tagof(g->hidx, id) | (c + 1);
	migrate(g, MIGSTEP);
	if ((uint64_t)g->n * 5 > (uint64_t)g->hsize * 4)
		growtable(g);
	return c;
}

Graph *
graph_new(int hashlen, int opts, int ncolours)
{
	Graph *g = ecalloc(1, sizeof(*g));

#ifdef M_MMAP_THRESHOLD
	/* glibc raises the size from which a block is mapped on its own to
	 * that of each such block freed (git rev-parse's 512 KB buffer at
	 * the start): the arrays below it then grow in the heap, each move
	 * leaving a hole (2 MB at 500,000 commits). Held at its default */
	mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif
	g->hashlen = hashlen;
	g->opts = opts;
	g->ncolours = MAX(1, MIN(ncolours, 256));
	rehash(g, hashsize(0));
	g->changed = INT_MAX;
	g->currow = -1;
	g->openrow = g->openneed = INT_MAX;
	g->lastpar = NONE;
	return g;
}

/* a reload knows its size: on a big history each growth stalls the loop.
 * The edges past one a commit are about the merges' (7 words each for
 * two parents, fewer for more) and the children past one's (3 each) */
void
graph_reserve(Graph *g, int n, size_t npar)
{
	grow(g, n, npar > (size_t)n ? 10 * (npar - n) : 0, n);
	if (hashsize(n) > g->hsize)
		rehash(g, hashsize(n));
}

/* empty again, as graph_new left it, its memory kept: the fuzz target of
 * rev builds a graph per input, and under ASan a new one's allocations
 * were most of its time */
void
graph_reset(Graph *g, int opts)
{
	Graph k = *g;

	memset(g, 0, sizeof(*g));
	g->hashlen = k.hashlen;
	g->opts = opts;
	g->ncolours = k.ncolours;
	g->changed = INT_MAX;
	g->currow = -1;
	g->openrow = g->openneed = INT_MAX;
	g->lastpar = NONE;
	g->ids = k.ids, g->c = k.c, g->flags = k.flags, g->cap = k.cap;
	g->side = k.side, g->sidecap = k.sidecap;
	g->order = k.order, g->ordercap = k.ordercap;
	g->hash = k.hash;
	free(k.old.hash);
	rehash(g, hashsize(0));  /* n is 0: small again, all empty */
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
	return g->nedges;
}

/* g's arrays but the ids and their table */
static void
freerest(Graph *g)
{
	free(g->c), free(g->flags), free(g->side), free(g->order);
	free(g->cur.want), free(g->cur.kid), free(g->cur.colour);
	free(g->cur.pwant), free(g->cur.pkid), free(g->cur.pcolour);
	free(g->cp), free(g->cpoff);
	free(g->cells), free(g->ends), free(g->stack), free(g->tmp);
}

void
graph_free(Graph *g)
{
	if (!g)
		return;
	freerest(g);
	free(g->ids), free(g->hash), free(g->old.hash);
	free(g);
}

/* at a million commits, 26 of its 54 bytes a commit kept */
void
graph_idsonly(Graph *g)
{
	Graph k = { 0 };

	if (!g)
		return;
	migrate(g, INT_MAX);  /* put reads the flags freerest frees */
	freerest(g);
	k.hashlen = g->hashlen, k.n = k.cap = g->n, k.ids = g->ids;
	k.hash = g->hash, k.hsize = g->hsize, k.hidx = g->hidx;
	*g = k;
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
int graph_nparents(const Graph *g, int c) { return nparentsof(g, c); }
int graph_parent(const Graph *g, int c, int i) { return parentof(g, c, i); }

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

	for (e = g->c[c].kid; e != NONE; e = nextkid(g, e))
		n++;
	/* newest edge first: fill from the end, so out[] holds the oldest
	 * max of them, oldest first, as they were listed */
	for (i = n, e = g->c[c].kid; e != NONE; e = nextkid(g, e))
		if (--i < max)
			out[i] = kidof(g, e);
	return n;
}

int
graph_flags(const Graph *g, int c)
{
	return g->flags[c] & KEPTFLAGS;
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
	g->flags[c] |= Mark;
	g->stack = egrow(g->stack, &g->stackcap, g->nstack + 1, sizeof(*g->stack), 256);
	g->stack[g->nstack++] = c;
}

/* c, the last row, may have parents listed above it */
static void
fixup(Graph *g, int c)
{
	uint32_t top = NONE, x, p;
	int i, r, o, nmoved = 0;

	for (i = 0; i < nparentsof(g, c); i++) {
		p = parentof(g, c, i);
		if (g->c[p].row != NONE && !(g->flags[p] & Mark))
			push(g, p);
	}
	if (g->nstack == 0)
		return;
	/* they and their listed ancestors go below c. In git's output those
	 * ancestors are below them; in a cycle, which only bad input has,
	 * some are above: top is the highest of all, so that each marked
	 * commit is moved and unmarked */
	while (g->nstack > 0) {
		x = g->stack[--g->nstack];
		top = MIN(top, g->c[x].row);
		nmoved++;
		for (i = 0; i < nparentsof(g, x); i++) {
			p = parentof(g, x, i);
			if (g->c[p].row != NONE && !(g->flags[p] & Mark))
				push(g, p);
		}
	}
	g->tmp = egrow(g->tmp, &g->tmpcap, nmoved, sizeof(*g->tmp), 1);
	for (r = o = top, i = 0; r < g->rows - 1; r++) {
		x = g->order[r];
		if (g->flags[x] & Mark)
			g->tmp[i++] = x;
		else
			g->order[o++] = x;
	}
	g->order[o++] = c;
	memcpy(g->order + o, g->tmp, i * sizeof(*g->tmp));
	for (r = top; r < g->rows; r++) {
		x = g->order[r];
		g->c[x].row = r;
		g->flags[x] &= ~Mark;
	}
	/* a line cut across top may be short now: its cut is up to mingap
	 * rows above (a parent stays at or below top) */
	lanes_touch(g, g->mingap ? MAX(0, (int)top - g->mingap) : (int)top);
}

/* n words more in Graph.side: where they start */
static uint32_t
sideroom(Graph *g, size_t n)
{
	uint32_t o = g->nside;

	if (g->nside + n >= SIDE)
		die("too many merges");
	if (g->nside + n > g->sidecap)
		grow(g, 0, MAX(g->sidecap * 2, g->nside + n + GRAPHMIN), 0);
	g->nside += n;
	return o;
}

/* c, of one parent p, onto p's children: in p alone when it is the first */
static void
addkid(Graph *g, uint32_t p, uint32_t c)
{
	uint32_t q;

	if (g->c[p].kid == NONE) {
		g->c[p].kid = c;
		return;
	}
	q = sideroom(g, 3);
	g->side[q] = p;
	g->side[q + 1] = g->c[p].kid;
	g->side[q + 2] = c;
	g->c[p].kid = SIDE | q;
}

/* commit c's parents, the edges from it onto their lists of children */
static void
link(Graph *g, uint32_t c, const unsigned char *parents, int nparents)
{
	uint32_t p, o, q;
	int i;

	if (nparents == 1) {
		p = intern(g, parents);
		g->c[c].par = p;
		addkid(g, p, c);
		return;
	}
	o = g->c[c].par = sideroom(g, 1 + 3 * (size_t)nparents);
	g->flags[c] |= Merge;
	g->side[o] = nparents;
	for (i = 0; i < nparents; i++) {
		p = intern(g, parents + (size_t)i * g->hashlen);
		q = o + 1 + 3 * i;
		g->side[q] = p;
		g->side[q + 1] = g->c[p].kid;
		g->side[q + 2] = c;
		g->c[p].kid = SIDE | q;
	}
}

int
graph_add(Graph *g, const unsigned char *id, const unsigned char *parents,
          int nparents, int flags)
{
	int c;

	/* most often the last commit's first parent: no lookup */
	if (g->lastpar != NONE && !memcmp(graph_id(g, g->lastpar), id, g->hashlen))
		c = g->lastpar;
	else
		c = intern(g, id);
	if (g->flags[c] & Arrived) {
		if (!(g->opts & GraphEntries))
			return c;
		c = newslot(g, id);  /* graph_find names the first entry */
		g->flags[c] = Again;
	}
	nparents = MIN(nparents, UINT16_MAX);
	if (nparents > 0)
		link(g, c, parents, nparents);
	g->nedges += nparents;
	g->lastpar = nparents ? parentof(g, c, 0) : NONE;
	g->flags[c] |= Arrived | (flags & KEPTFLAGS);
	if (g->rows == g->ordercap)
		grow(g, 0, 0, g->ordercap ? g->ordercap * 2 : GRAPHMIN);
	g->c[c].row = g->rows;
	g->order[g->rows++] = c;
	/* a line cut to c comes back stub rows above it; lines open while
	 * their parent's row was unknown can now be far enough to cut */
	lanes_touch(g, MAX(0, g->rows - 1 - (g->mingap ? g->stub : 0)));
	if (g->rows >= g->openneed)
		lanes_touch(g, g->openrow);
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
			for (e = g->c[x].kid; e != NONE; e = nextkid(g, e))
				first = MIN(first, g->c[kidof(g, e)].row);
	if (first != NONE)
		lanes_touch(g, first);
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
		if (r->ref[k].kind > kind ||
		    (r->ref[k].kind == kind && current && !r->ref[k].current))
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
	uint32_t *hits;   /* every commit mark said yes to, in the order met */
	int nhits, hitcap;
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
		if (c != w->from && mark && mark(c, arg)) {
			if (w->found < 0)
				w->found = c;
			w->hits = egrow(w->hits, &w->hitcap, w->nhits + 1, sizeof(*w->hits), 16);
			w->hits[w->nhits++] = c;
			if (stop)
				continue;  /* what lies past it is past it too */
		}
		if (w->up) {
			for (i = 0; i < nparentsof(g, c); i++) {
				p = parentof(g, c, i);
				if (g->c[p].row != NONE)
					walk_visit(w, p);
			}
		} else {
			for (e = g->c[c].kid; e != NONE; e = nextkid(g, e))
				walk_visit(w, kidof(g, e));
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
	free(w->hits);
	free(w);
}

/* does edge-walking from the start reach c only through another hit?
 * The rows between the hits, from the start's side outward, spread the
 * hits' and their beyonds' marks to their parents (up) or children:
 * rows are topological (or all reversed, --reverse), so each row is
 * told before it is read. A row range, not the whole history */
static void
spread(const Walk *w, unsigned char *st)
{
	const Graph *g = w->g;
	uint32_t c, e, lo = NONE, hi = 0;
	int i, r, dir;

	for (i = 0; i < w->nhits; i++) {
		lo = MIN(lo, g->c[w->hits[i]].row);
		hi = MAX(hi, g->c[w->hits[i]].row);
	}
	dir = g->c[w->hits[0]].row > g->c[w->from].row ? 1 : -1;
	for (r = dir > 0 ? (int)lo : (int)hi; r >= (int)lo && r <= (int)hi; r += dir) {
		c = g->order[r];
		if (!st[c])
			continue;
		if (w->up) {
			for (i = 0; i < nparentsof(g, c); i++)
				st[parentof(g, c, i)] |= 2;
		} else {
			for (e = g->c[c].kid; e != NONE; e = nextkid(g, e))
				st[kidof(g, e)] |= 2;
		}
	}
}

int
walk_nearest(const Walk *w, int *out, int max)
{
	unsigned char *st;  /* a byte a commit: 1 a hit, 2 beyond one */
	int i, n = 0;

	if (!w || !w->done || w->nhits == 0)
		return 0;
	st = ecalloc(w->g->n, 1);
	for (i = 0; i < w->nhits; i++)
		st[w->hits[i]] = 1;
	spread(w, st);
	for (i = 0; i < w->nhits && n < max; i++)
		if (st[w->hits[i]] == 1)
			out[n++] = w->hits[i];
	free(st);
	return n;
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
		if (nparentsof(g, f) > 0 && g->c[parentof(g, f, 0)].row != NONE)
			p = parentof(g, f, 0);
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

	for (i = 0; i < nparentsof(g, c) && n < max; i++) {
		p = parentof(g, c, i);
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
		lanes_cut(f, g->mingap, g->stub, g->maxlanes);
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
