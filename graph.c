/* See LICENSE file for copyright and license details.
 *
 * graph.c: the commit DAG in list order, and its lanes as data.
 *
 * Commits get a number when their id is first seen, as a commit or as a
 * parent; arrays indexed by that number hold the rest (ids, parents in a
 * side array, the row). No pointers: a commit costs its id and about
 * 40 bytes of indices (make bench measures the whole process).
 *
 * Order. git's streaming order (newest first) is topological except under
 * clock skew, where a parent can come before a child. When a commit
 * arrives whose parent is already listed, that parent and every listed
 * ancestor of it move below the new commit, keeping their relative order
 * (graph_add, fixup). Only rows from the highest moved one down change.
 *
 * Lanes. A lane is a column that waits for one commit. Walking the rows
 * from the top, the lane state is the list of commits the lanes wait for:
 *
 *	before row r:   A  B  .  C        (each commit waited for once)
 *	row r is B:     |  *     |        B takes the lane waiting for it;
 *	after row r:    A  P1 P2 C        a tip takes the first free one
 *
 * After the dot, its lane waits for the first parent, and every other
 * parent gets the first free lane right of it, with a colour that differs
 * from its neighbours'. A parent some lane already waits for is joined
 * instead, so a commit is never waited for twice: a lane right of the dot
 * joins the dot's column (CellTo), a lane left of it is reached from the
 * dot (CellFrom). Lanes that end leave their column free for reuse.
 *
 * Per row, each column is a Cell: its upper half (CellUp), the dot, its
 * lower half (CellDown, or the diagonals CellFrom/CellTo). Drawing only
 * needs the rows on screen, so the lane state is kept at a checkpoint
 * every CPSTEP rows and layout replays at most CPSTEP rows from one: no
 * work per frame grows with the history. A change at row r drops the
 * checkpoints past r.
 *
 * Cuts (graph_cut, as gitk's mingaplen). A line whose parent is more than
 * mingap rows below its last child runs stub rows and ends in a down
 * arrow; the lane is free, and lanes right of it move left a column a row
 * (pack); stub rows above the parent the line comes back with an up arrow
 * (comeback), its colour kept, into the parent's dot:
 *
 *	*  |     child            |  ^     in a free column
 *	|  |                      |  |
 *	v  |     stub rows        *  |
 *	  /      packed left      | /      other lines to the parent
 *	  |                       *        the parent
 *
 * The lines cut and not yet back are lane state, kept in checkpoints
 * with the lanes. Whether to cut needs the parent's row: while git
 * streams and the parent has not come, it is at least the rows listed,
 * so a line is cut once those are more than mingap below the child, and
 * stays open until then: the rows from its cut are laid out again then
 * (openrow), a few hundred rows at most, never the whole history.
 */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "util.h"

#define NONE    UINT32_MAX
#define CPSTEP  128

enum {
	Arrived = 1 << 0, Boundary = 1 << 1, Mark = 1 << 2,
	Left = 1 << 3, Right = 1 << 4, Same = 1 << 5,
};

typedef struct {
	uint32_t par;    /* its first parent in Graph.par */
	uint32_t row;    /* its row, or NONE while not listed */
	uint32_t kid;    /* its newest child edge in Graph.kid, or NONE */
	uint16_t npar;   /* parents (an octopus of more is cut: see graph_add) */
	unsigned char flags;
} Commit;

typedef struct {
	uint32_t *want;  /* the commit each lane waits for, or NONE */
	uint32_t *kid;   /* the last commit whose line joined the lane */
	unsigned char *colour;
	int n, cap;
	unsigned int rotor;  /* where the next colour choice starts */
	/* lines cut (graph_cut), to come back above their parent */
	uint32_t *pwant, *pkid;
	unsigned char *pcolour;
	int np, pcap;
} Lanes;

struct Graph {
	int hashlen, opts, ncolours, done;
	unsigned char *ids;   /* hashlen bytes per commit */
	Commit *c;
	int n, cap;
	uint32_t *par;        /* parent lists, back to back */
	uint32_t *kid;        /* per edge: the child it comes from */
	uint32_t *nextkid;    /* per edge: the parent's next child edge */
	size_t npar, parcap;
	uint32_t *order;      /* commit at each row */
	int rows, ordercap;
	uint32_t *hash;       /* open addressing: commit + 1, 0 empty */
	uint32_t hmask;
	int changed;          /* first row changed since graph_changed */

	/* layout */
	Lanes cur;            /* lane state before row currow */
	int currow;           /* -1: cur is not valid */
	uint32_t *cp;         /* checkpoints: n, rotor, n wants, n colours */
	size_t cplen, cpcap;
	size_t *cpoff;        /* where checkpoint k starts in cp */
	int ncp, cpoffcap;
	Cell *cells;          /* the row being laid out */
	uint32_t *ends;       /* per cell with an arrow: the far end */
	int ncells;
	int mingap, stub;     /* graph_cut; mingap 0: no cuts */
	int maxlanes;         /* more open: cut more (0: no limit) */
	int openrow;          /* the first row where a cut waits on rows to */
	int openneed;         /* come: relaid when there are this many */

	uint32_t *stack, *tmp;  /* scratch for fixup */
	int nstack, stackcap, tmpcap;
};

/* the id's first four bytes, the first lowest: a commit's home slot is
 * known from a prefix of its id (graph_findprefix) */
static uint32_t
hashof(const Graph *g, const unsigned char *id)
{
	(void)g;
	return (uint32_t)id[0] | (uint32_t)id[1] << 8 | (uint32_t)id[2] << 16 |
	       (uint32_t)id[3] << 24;
}

int
graph_find(const Graph *g, const unsigned char *id)
{
	uint32_t i, v;

	for (i = hashof(g, id) & g->hmask; (v = g->hash[i]); i = (i + 1) & g->hmask)
		if (!memcmp(g->ids + (size_t)(v - 1) * g->hashlen, id, g->hashlen))
			return v - 1;
	return -1;
}

/* does commit c's id start with the nibbles of want? */
static int
hasprefix(const Graph *g, int c, const unsigned char *want, int nibbles)
{
	const unsigned char *id = g->ids + (size_t)c * g->hashlen;

	return !memcmp(id, want, nibbles / 2) &&
	       (nibbles % 2 == 0 || (id[nibbles / 2] >> 4) == (want[nibbles / 2] >> 4));
}

/*
 * The commit listed whose id starts with the first nibbles (hex digits)
 * of want: -1 when none is, -2 when more than one is. Linear probing
 * keeps a commit between its home slot and the next empty one, and the
 * home is bits of the id's first four bytes, so only the homes that
 * agree with the bits the prefix gives are walked: one for 7 digits or
 * more while the table has fewer than 2^24 slots.
 */
int
graph_findprefix(const Graph *g, const unsigned char *want, int nibbles)
{
	unsigned char pad[4] = { 0 };
	uint32_t known = 0, unknown, sub, home, i, v;
	int found = -1, nb = nibbles / 2;

	if (nibbles < 1 || nibbles > 2 * g->hashlen)
		return -1;
	memcpy(pad, want, MIN(4, (nibbles + 1) / 2));
	if (nb < 4)
		known = nb ? (1u << 8 * nb) - 1 : 0;
	else
		known = 0xffffffffu;
	if (nibbles % 2 && nb < 4)
		known |= 0xf0u << 8 * nb;
	unknown = g->hmask & ~known;
	for (sub = unknown;; sub = (sub - 1) & unknown) {
		home = (hashof(g, pad) & known & g->hmask) | sub;
		for (i = home; (v = g->hash[i]); i = (i + 1) & g->hmask)
			if ((hashof(g, g->ids + (size_t)(v - 1) * g->hashlen) & g->hmask) == home &&
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
		for (j = hashof(g, g->ids + (size_t)i * g->hashlen) & mask;
		     g->hash[j]; j = (j + 1) & mask)
			;
		g->hash[j] = i + 1;
	}
}

static int
intern(Graph *g, const unsigned char *id)
{
	uint32_t i, v;

	for (i = hashof(g, id) & g->hmask; (v = g->hash[i]); i = (i + 1) & g->hmask)
		if (!memcmp(g->ids + (size_t)(v - 1) * g->hashlen, id, g->hashlen))
			return v - 1;
	if (g->n == g->cap) {
		g->cap = g->cap ? g->cap * 2 : 1024;
		g->c = erealloc(g->c, (size_t)g->cap * sizeof(*g->c));
		g->ids = erealloc(g->ids, (size_t)g->cap * g->hashlen);
	}
	memcpy(g->ids + (size_t)g->n * g->hashlen, id, g->hashlen);
	memset(&g->c[g->n], 0, sizeof(g->c[g->n]));
	g->c[g->n].row = NONE;
	g->c[g->n].kid = NONE;
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
	g->hmask = 1023;
	g->hash = ecalloc(g->hmask + 1, sizeof(*g->hash));
	g->changed = INT_MAX;
	g->currow = -1;
	g->openrow = g->openneed = INT_MAX;
	return g;
}

/* room for n commits and npar parent edges at once, so that a load of
 * a size known beforehand (a reload) never grows its arrays or its hash
 * table on the way: on a big history each growth stalls the loop */
void
graph_reserve(Graph *g, int n, size_t npar)
{
	uint32_t mask = g->hmask;

	if (n > g->cap) {
		g->cap = n;
		g->c = erealloc(g->c, (size_t)n * sizeof(*g->c));
		g->ids = erealloc(g->ids, (size_t)n * g->hashlen);
	}
	if (n > g->ordercap) {
		g->ordercap = n;
		g->order = erealloc(g->order, (size_t)n * sizeof(*g->order));
	}
	if (npar > g->parcap) {
		g->parcap = npar;
		g->par = erealloc(g->par, g->parcap * sizeof(*g->par));
		g->kid = erealloc(g->kid, g->parcap * sizeof(*g->kid));
		g->nextkid = erealloc(g->nextkid, g->parcap * sizeof(*g->nextkid));
	}
	while ((uint64_t)n * 2 > mask && mask < UINT32_MAX / 2)
		mask = mask * 2 + 1;
	if (mask != g->hmask)
		rehash(g, mask);
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
	int f = g->c[c].flags;

	return (f & Boundary ? GraphBoundary : 0) | (f & Left ? GraphLeft : 0) |
	       (f & Right ? GraphRight : 0) | (f & Same ? GraphSame : 0);
}

/* graph_add's flags, as kept */
static int
keptflags(int flags)
{
	return (flags & GraphBoundary ? Boundary : 0) | (flags & GraphLeft ? Left : 0) |
	       (flags & GraphRight ? Right : 0) | (flags & GraphSame ? Same : 0);
}

static void
touch(Graph *g, int row)
{
	if (row < g->changed)
		g->changed = row;
	if (g->ncp > row / CPSTEP + 1) {
		g->ncp = row / CPSTEP + 1;
		g->cplen = g->cpoff[g->ncp];
	}
	if (g->currow > row)
		g->currow = -1;
	if (g->openrow >= row)  /* laid out again: found again */
		g->openrow = g->openneed = INT_MAX;
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
	if (g->nstack == g->stackcap) {
		g->stackcap = g->stackcap ? g->stackcap * 2 : 256;
		g->stack = erealloc(g->stack, g->stackcap * sizeof(*g->stack));
	}
	g->stack[g->nstack++] = c;
}

/*
 * Commit c (the last row) has parents listed above it: move them and all
 * their listed ancestors below c, each group keeping its order.
 */
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
	if (g->tmpcap < nmoved) {
		g->tmpcap = MAX(nmoved, 2 * g->tmpcap);
		g->tmp = erealloc(g->tmp, g->tmpcap * sizeof(*g->tmp));
	}
	/* rows top..rows-2 hold the moved ones among others; c is last */
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
	touch(g, g->mingap ? MAX(0, (int)top - g->mingap) : (int)top);
}

int
graph_add(Graph *g, const unsigned char *id, const unsigned char *parents,
          int nparents, int flags)
{
	int c, p, i;

	c = intern(g, id);
	if (g->c[c].flags & Arrived)
		return c;
	nparents = MIN(nparents, UINT16_MAX);
	if (g->npar + nparents > g->parcap) {
		g->parcap = MAX(g->parcap * 2, g->npar + nparents + 1024);
		g->par = erealloc(g->par, g->parcap * sizeof(*g->par));
		g->kid = erealloc(g->kid, g->parcap * sizeof(*g->kid));
		g->nextkid = erealloc(g->nextkid, g->parcap * sizeof(*g->nextkid));
	}
	g->c[c].par = g->npar;
	for (i = 0; i < nparents; i++) {
		p = intern(g, parents + (size_t)i * g->hashlen);
		g->kid[g->npar] = c;
		g->nextkid[g->npar] = g->c[p].kid;
		g->c[p].kid = g->npar;
		g->par[g->npar++] = p;
	}
	g->c[c].npar = nparents;
	g->c[c].flags |= Arrived | keptflags(flags);
	if (g->rows == g->ordercap) {
		g->ordercap = g->ordercap ? g->ordercap * 2 : 1024;
		g->order = erealloc(g->order, g->ordercap * sizeof(*g->order));
	}
	g->c[c].row = g->rows;
	g->order[g->rows++] = c;
	/* a line cut to c comes back stub rows above it; lines open while
	 * their parent's row was unknown can now be far enough to cut */
	touch(g, MAX(0, g->rows - 1 - (g->mingap ? g->stub : 0)));
	if (g->rows >= g->openneed)
		touch(g, g->openrow);
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
		touch(g, first);
}

/* lane layout */

static void
lanes_grow(Lanes *l, int n)
{
	if (n <= l->cap)
		return;
	l->cap = MAX(n, l->cap * 2);
	l->want = erealloc(l->want, l->cap * sizeof(*l->want));
	l->kid = erealloc(l->kid, l->cap * sizeof(*l->kid));
	l->colour = erealloc(l->colour, l->cap);
}

static void
pend_grow(Lanes *l, int n)
{
	if (n <= l->pcap)
		return;
	l->pcap = MAX(n, l->pcap * 2);
	l->pwant = erealloc(l->pwant, l->pcap * sizeof(*l->pwant));
	l->pkid = erealloc(l->pkid, l->pcap * sizeof(*l->pkid));
	l->pcolour = erealloc(l->pcolour, l->pcap);
}

/* a checkpoint: n, rotor, np, then want, kid, colour of each lane and of
 * each line cut */
static void
cp_save(Graph *g)
{
	Lanes *l = &g->cur;
	size_t need = 3 + 3 * (size_t)l->n + 3 * (size_t)l->np;
	uint32_t *p;
	int i;

	if (g->ncp == g->cpoffcap) {
		g->cpoffcap = g->cpoffcap ? g->cpoffcap * 2 : 64;
		g->cpoff = erealloc(g->cpoff, g->cpoffcap * sizeof(*g->cpoff));
	}
	if (g->cplen + need > g->cpcap) {
		g->cpcap = MAX(g->cpcap * 2, g->cplen + need + 1024);
		g->cp = erealloc(g->cp, g->cpcap * sizeof(*g->cp));
	}
	g->cpoff[g->ncp++] = g->cplen;
	p = g->cp + g->cplen;
	*p++ = l->n, *p++ = l->rotor, *p++ = l->np;
	for (i = 0; i < l->n; i++)
		*p++ = l->want[i], *p++ = l->kid[i], *p++ = l->colour[i];
	for (i = 0; i < l->np; i++)
		*p++ = l->pwant[i], *p++ = l->pkid[i], *p++ = l->pcolour[i];
	g->cplen += need;
}

static void
cp_load(Graph *g, int k)
{
	Lanes *l = &g->cur;
	uint32_t *p = g->cp + g->cpoff[k];
	int i;

	l->n = *p++, l->rotor = *p++, l->np = *p++;
	lanes_grow(l, l->n);
	pend_grow(l, l->np);
	for (i = 0; i < l->n; i++)
		l->want[i] = *p++, l->kid[i] = *p++, l->colour[i] = *p++;
	for (i = 0; i < l->np; i++)
		l->pwant[i] = *p++, l->pkid[i] = *p++, l->pcolour[i] = *p++;
	g->currow = k * CPSTEP;
}

static int
lane_of(const Lanes *l, uint32_t c)
{
	int i;

	for (i = 0; i < l->n; i++)
		if (l->want[i] == c)
			return i;
	return -1;
}

/* a colour unlike the lanes beside slot j and the one it comes from */
static int
pick(Graph *g, int j, int from)
{
	Lanes *l = &g->cur;
	int k, c = 0, bad;

	for (k = 0; k < g->ncolours; k++) {
		c = (l->rotor + k) % g->ncolours;
		bad = (from >= 0 && c == from) ||
		    (j > 0 && j - 1 < l->n && l->want[j - 1] != NONE && l->colour[j - 1] == c) ||
		    (j + 1 < l->n && l->want[j + 1] != NONE && l->colour[j + 1] == c);
		if (!bad)
			break;
	}
	if (k == g->ncolours)
		c = l->rotor % g->ncolours;
	l->rotor = c + 1;
	return c;
}

static void
cells_grow(Graph *g, int n)
{
	int i;

	if (n > g->ncells) {
		i = g->ncells;
		g->ncells = MAX(n, 2 * g->ncells);
		g->cells = erealloc(g->cells, g->ncells * sizeof(*g->cells));
		g->ends = erealloc(g->ends, g->ncells * sizeof(*g->ends));
		for (; i < g->ncells; i++)
			memset(&g->cells[i], 0, sizeof(g->cells[i]));
	}
}

/* a lane more, at the right, waiting for nothing */
static int
newlane(Graph *g)
{
	Lanes *l = &g->cur;

	lanes_grow(l, l->n + 1);
	cells_grow(g, l->n + 1);
	memset(&g->cells[l->n], 0, sizeof(g->cells[l->n]));
	l->want[l->n] = NONE;
	return l->n++;
}

/* a slot for a new lane: free in both halves of this row, from 'from' on */
static int
freeslot(Graph *g, int from)
{
	Lanes *l = &g->cur;
	int j;

	for (j = from; j < l->n; j++)
		if (l->want[j] == NONE && !(g->cells[j].flags & (CellUp | CellDot | CellTo)))
			return j;
	return newlane(g);
}

/* parents that are not coming: outside the view, or listed above */
static int
absent(const Graph *g, uint32_t p, int row)
{
	if (g->c[p].row != NONE)
		return g->c[p].row <= (uint32_t)row;
	return g->done;
}

/* the line cut to p in colour k, or -1 */
static int
pend_of(const Lanes *l, uint32_t p, int k)
{
	int i;

	for (i = 0; i < l->np; i++)
		if (l->pwant[i] == p && (k < 0 || l->pcolour[i] == k))
			return i;
	return -1;
}

/*
 * Lines cut come back stub rows above their parent, with an up arrow, in
 * the first free column:
 *
 *	|  *  |      child            |  ^      stub rows above p
 *	|  |  |                       |  |
 *	|  v  |      stub rows        *  |      p's other child
 *	|     |      column free      | /
 *	|  *  |      other commits    *-        p
 *
 * A line back to a parent some lane already waits for (another line
 * back in the same row, or one from a near child) joins that lane: the
 * arrow is drawn on it, and the column count stays down where many lines
 * meet one commit (topics forked from a release).
 */
static void
backlane(Graph *g, int i)
{
	Lanes *l = &g->cur;
	int j = lane_of(l, l->pwant[i]);

	if (j >= 0) {  /* joins the lane: its arrow on it */
		if (!(g->cells[j].flags & CellCutUp)) {
			g->cells[j].flags |= CellCutUp;
			g->cells[j].arrow = l->pcolour[i];
			g->ends[j] = l->pkid[i];
		}
		return;
	}
	for (j = 0; j < l->n && l->want[j] != NONE; j++)
		;
	if (j == l->n)
		newlane(g);
	l->want[j] = l->pwant[i];
	l->kid[j] = l->pkid[i];
	l->colour[j] = l->pcolour[i];
	g->cells[j].flags = CellCutUp | CellDown;
	g->cells[j].up = g->cells[j].down = g->cells[j].arrow = l->pcolour[i];
	g->ends[j] = l->pkid[i];
}

static void
comeback(Graph *g)
{
	Lanes *l = &g->cur;
	uint32_t r;
	int i;

	for (i = 0; i < l->np; i++) {
		r = g->c[l->pwant[i]].row;
		if (r == NONE || r > (uint32_t)g->currow + g->stub)
			continue;
		if (r >= (uint32_t)g->currow)  /* else gone above: drop it */
			backlane(g, i);
		l->np--;
		l->pwant[i] = l->pwant[l->np];
		l->pkid[i] = l->pkid[l->np];
		l->pcolour[i--] = l->pcolour[l->np];
	}
}

/* the dot: in the lane that waits for c, or a free one for a tip */
static int
place(Graph *g, uint32_t c)
{
	Lanes *l = &g->cur;
	Cell *cl;
	int col;

	if ((col = lane_of(l, c)) < 0) {  /* a tip: no line comes in */
		for (col = 0; col < l->n && l->want[col] != NONE; col++)
			;
		if (col == l->n)
			newlane(g);
		l->colour[col] = pick(g, col, -1);
		g->cells[col].flags = 0;
	}
	l->want[col] = NONE;
	cl = &g->cells[col];
	cl->flags = (cl->flags & (CellUp | CellCutUp)) | CellDot;
	cl->up = cl->down = cl->join = l->colour[col];
	if (g->c[c].flags & Boundary)
		cl->flags |= CellHollow;
	return col;
}

/*
 * The lines from the dot to c's parents. The first parent takes the
 * dot's lane, the others a lane that waits for them already, or a new
 * one right of the dot (in the colour of a line cut to that parent, if
 * any, so that a parent's lines read as one).
 */
static void
parents(Graph *g, uint32_t c, int col)
{
	Lanes *l = &g->cur;
	Cell *cl = g->cells;
	uint32_t p;
	int i, k, dot = l->colour[col], first = 1;

	for (i = 0; i < (int)g->c[c].npar && !(g->c[c].flags & Boundary); i++) {
		p = g->par[g->c[c].par + i];
		if (absent(g, p, g->currow)) {
			cl[col].flags |= CellStub;
			continue;
		}
		k = lane_of(l, p);
		if (first && k < 0) {          /* the line goes on down */
			l->want[col] = p;
			l->kid[col] = c;
			cl[col].flags |= CellDown;
		} else if (first && k > col) { /* lane k joins the dot's */
			l->want[col] = p;
			l->kid[col] = c;
			cl[col].flags |= CellDown;
			cl[k].flags = (cl[k].flags & ~CellDown) | CellTo;
			cl[k].join = l->colour[k];
			l->want[k] = NONE;
		} else if (k >= 0) {           /* the dot joins lane k */
			cl[k].flags |= CellFrom;
			cl[k].join = first ? dot : l->colour[k];
			l->kid[k] = c;
		} else {                       /* a new lane for this parent */
			k = freeslot(g, col + 1);
			cl = g->cells;
			l->want[k] = p;
			l->kid[k] = c;
			l->colour[k] = pend_of(l, p, -1) >= 0 ?
			    l->pcolour[pend_of(l, p, -1)] : pick(g, k, dot);
			cl[k].flags |= CellFrom;
			cl[k].join = l->colour[k];
		}
		first = 0;
	}
}

/* lane j's parent is more than gap rows below row from: known so, or
 * not listed yet while that many rows are; undecided, the row is laid
 * out again once they are (graph_add) */
static int
far(Graph *g, int j, uint32_t from, int gap)
{
	uint32_t p = g->cur.want[j];

	if (g->c[p].row != NONE)
		return g->c[p].row - from > (uint32_t)gap;
	if ((uint32_t)g->rows - from > (uint32_t)gap)
		return 1;
	g->openrow = MIN(g->openrow, g->currow);
	g->openneed = MIN(g->openneed, (int)from + gap + 1);
	return 0;
}

/* lane j ends here in a down arrow; it comes back (comeback) as one with
 * a line of its colour cut to the same parent, the nearer child the
 * other end */
static void
cutlane(Graph *g, int j)
{
	Lanes *l = &g->cur;
	int k;

	g->cells[j].flags = (g->cells[j].flags & ~CellDown) | CellCutDown;
	g->cells[j].arrow = l->colour[j];
	g->ends[j] = l->want[j];
	if ((k = pend_of(l, l->want[j], l->colour[j])) < 0) {
		pend_grow(l, l->np + 1);
		k = l->np++;
		l->pwant[k] = l->want[j];
		l->pcolour[k] = l->colour[j];
	}
	l->pkid[k] = l->kid[j];
	l->want[j] = NONE;
}

/*
 * A line stub rows below its last child, more than mingap rows from its
 * parent, is cut. Then, while more than maxlanes lanes are open, the
 * rightmost lines passing straight down whose parent is still more than
 * 2 * stub + 1 rows below are cut too (gitk's maxwidth): a burst of merges
 * of near topics, as git.git's seen, stays within the limit.
 */
static void
cutlines(Graph *g)
{
	Lanes *l = &g->cur;
	int j, n = 0;

	for (j = 0; j < l->n; j++) {
		if (l->want[j] != NONE && g->c[l->kid[j]].row + g->stub == (uint32_t)g->currow &&
		    far(g, j, g->c[l->kid[j]].row, g->mingap))
			cutlane(g, j);
		n += l->want[j] != NONE;
	}
	for (j = l->n - 1; j >= 0 && g->maxlanes && n > g->maxlanes; j--) {
		if (l->want[j] != NONE && g->cells[j].flags == (CellUp | CellDown) &&
		    far(g, j, g->currow, 2 * g->stub + 1)) {
			cutlane(g, j);
			n--;
		}
	}
}

/* a line of the row's lower half that would cross one from j to j - 1 */
static int
crosses(const Graph *g, int col, int j)
{
	int k, f;

	for (k = 0; k < g->cur.n; k++) {
		f = g->cells[k].flags;
		if (f & CellFrom && ((col < j && k >= j) || (col > j && k < j - 1)))
			return 1;
		if (f & CellTo && ((k < j && col >= j) || (k > j && col < j - 1)))
			return 1;
	}
	return 0;
}

/* lane j goes straight down: passing, or the dot's line to its first
 * parent when no lane joins it below the dot */
static int
straight(const Graph *g, int j, int col)
{
	int k, f = g->cells[j].flags;

	if (j != col)
		return f == (CellUp | CellDown);
	if ((f & ~(CellUp | CellHollow)) != (CellDot | CellDown))
		return 0;
	for (k = 0; k < g->cur.n; k++)
		if (g->cells[k].flags & CellTo)
			return 0;
	return 1;
}

/*
 * Packing: a lane going straight down moves one column left into a free
 * one, a row at a time, when nothing below the row's middle is in the
 * way; its colour goes with it.
 *
 *	|  |  |        |  |  |
 *	|  v  |        |    /      CellLeft: the lane right of the hole
 *	|     |        |  |
 */
static void
pack(Graph *g, int col)
{
	Lanes *l = &g->cur;
	Cell *cl = g->cells;
	int j;

	for (j = 1; j < l->n; j++) {
		if (l->want[j] == NONE || l->want[j - 1] != NONE || !straight(g, j, col) ||
		    cl[j - 1].flags & (CellDown | CellFrom | CellTo | CellCutDown | CellStub) ||
		    crosses(g, col, j))
			continue;
		cl[j].flags = (cl[j].flags & ~CellDown) | CellLeft;
		l->want[j - 1] = l->want[j];
		l->kid[j - 1] = l->kid[j];
		l->colour[j - 1] = l->colour[j];
		l->want[j] = NONE;
	}
}

/* lay out row g->currow from g->cur into g->cells; returns its width */
static int
step(Graph *g, int *colp)
{
	Lanes *l = &g->cur;
	int i, col, width;

	cells_grow(g, l->n + 1);
	memset(g->cells, 0, (l->n + 1) * sizeof(*g->cells));
	for (i = 0; i < l->n; i++) {
		if (l->want[i] != NONE) {
			g->cells[i].flags = CellUp | CellDown;
			g->cells[i].up = g->cells[i].down = l->colour[i];
		}
	}
	if (g->mingap)
		comeback(g);
	col = place(g, g->order[g->currow]);
	parents(g, g->order[g->currow], col);
	if (g->mingap) {
		cutlines(g);
		pack(g, col);
	}
	/* the row is as wide as its widest half */
	for (width = l->n; width > 0 && !g->cells[width - 1].flags; width--)
		;
	while (l->n > 0 && l->want[l->n - 1] == NONE)
		l->n--;
	*colp = col;
	g->currow++;
	return width;
}

void
graph_cut(Graph *g, int mingap, int stub, int maxlanes)
{
	stub = MAX(1, stub);
	g->maxlanes = mingap > 0 ? MAX(0, maxlanes) : 0;
	g->mingap = mingap > 0 ? MAX(mingap, 2 * stub + 1) : 0;
	g->stub = stub;
	g->currow = -1;
	g->ncp = 0;
	g->cplen = 0;
	g->openrow = g->openneed = INT_MAX;
	if (g->rows)
		touch(g, 0);
}

int
graph_layout(Graph *g, int row, Cell *cells, int cap, int *col)
{
	int k, width;

	if (row < 0 || row >= g->rows)
		return *col = 0, 0;
	/* from the nearest checkpoint, unless the row laid out last is nearer */
	if (g->currow < 0 || g->currow > row ||
	    (g->ncp > 0 && MIN(row / CPSTEP, g->ncp - 1) * CPSTEP > g->currow)) {
		if (g->ncp == 0) {
			g->cur.n = 0;
			g->cur.np = 0;
			g->cur.rotor = 0;
			g->currow = 0;
		} else {
			cp_load(g, MIN(row / CPSTEP, g->ncp - 1));
		}
	}
	for (;;) {
		if (g->currow % CPSTEP == 0 && g->currow / CPSTEP == g->ncp)
			cp_save(g);
		width = step(g, col);
		if (g->currow - 1 == row)
			break;
	}
	for (k = 0; k < MIN(width, cap); k++)
		cells[k] = g->cells[k];
	return width;
}

int
graph_advance(Graph *g, int budget)
{
	int col, from = g->ncp * CPSTEP;

	if (from >= g->rows)
		return 1;
	graph_layout(g, MIN(g->rows - 1, from + MAX(1, budget)), NULL, 0, &col);
	return g->ncp * CPSTEP >= g->rows;
}

int
graph_arrow(Graph *g, int row, int col)
{
	int dot;

	if (col < 0 || graph_layout(g, row, NULL, 0, &dot) <= col)
		return -1;
	return g->cells[col].flags & (CellCutDown | CellCutUp) ? (int)g->ends[col] : -1;
}

size_t
graph_memory(const Graph *g)
{
	return sizeof(*g) + (size_t)g->cap * (sizeof(*g->c) + g->hashlen) +
	    g->parcap * 3 * sizeof(*g->par) + g->ordercap * sizeof(*g->order) +
	    ((size_t)g->hmask + 1) * sizeof(*g->hash) + g->cpcap * sizeof(*g->cp) +
	    g->cpoffcap * sizeof(*g->cpoff);
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
	uint32_t h;
	int i;

	memcpy(&h, id, sizeof(h));
	for (i = h & r->hmask; r->hash[i]; i = (i + 1) & r->hmask)
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
		r->cap = r->cap ? 2 * r->cap : 64;
		r->ids = erealloc(r->ids, (size_t)r->cap * r->hashlen);
		r->ref = erealloc(r->ref, r->cap * sizeof(*r->ref));
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
	uint32_t *queue;
	int qhead, qlen, qcap;
	uint32_t *set;    /* visited: commit + 1, open addressing */
	int setcap, setlen;
	int up, found, done;
};

static int
walk_visit(Walk *w, uint32_t c)
{
	uint32_t *old, i;
	int oldcap, j;

	if (w->setlen * 2 >= w->setcap) {
		old = w->set, oldcap = w->setcap;
		w->setcap = w->setcap ? 2 * w->setcap : 1024;
		w->set = ecalloc(w->setcap, sizeof(*w->set));
		w->setlen = 0;
		for (j = 0; j < oldcap; j++)  /* put back, not queued again */
			if (old[j]) {
				for (i = (old[j] - 1) * 2654435761u % w->setcap; w->set[i];
				     i = (i + 1) % w->setcap)
					;
				w->set[i] = old[j];
				w->setlen++;
			}
		free(old);
	}
	for (i = c * 2654435761u % w->setcap; w->set[i]; i = (i + 1) % w->setcap)
		if (w->set[i] == c + 1)
			return 0;
	w->set[i] = c + 1;
	w->setlen++;
	if (w->qlen == w->qcap) {
		w->qcap = w->qcap ? 2 * w->qcap : 1024;
		w->queue = erealloc(w->queue, w->qcap * sizeof(*w->queue));
	}
	w->queue[w->qlen++] = c;
	return 1;
}

int
walk_has(const Walk *w, int c)
{
	uint32_t i;

	if (!w || !w->setcap)
		return 0;
	for (i = (uint32_t)c * 2654435761u % w->setcap; w->set[i];
	     i = (i + 1) % w->setcap)
		if (w->set[i] == (uint32_t)c + 1)
			return 1;
	return 0;
}

Walk *
walk_new(const Graph *g, int from, int up)
{
	Walk *w = ecalloc(1, sizeof(*w));

	w->g = g;
	w->up = up;
	w->found = -1;
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
		if (w->qhead == w->qlen) {
			w->done = 1;
			break;
		}
		c = w->queue[w->qhead++];
		if (w->qhead > 1 && w->found < 0 && mark && mark(c, arg)) {
			w->found = c;
			if (stop) {
				w->done = 1;
				break;
			}
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
	free(w->set);
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

Graph *
graph_filter(const Graph *g, const unsigned char *keep)
{
	Graph *f = graph_new(g->hashlen, GraphKeepOrder, g->ncolours);
	uint32_t *off = ecalloc(g->n + 1, sizeof(*off)), *pool = NULL, *tmp, c, p;
	unsigned char *par = ecalloc(SETMAX * 4 + 1, g->hashlen);
	size_t npool = 0, poolcap = 0;
	int r, i, j, k, n, m, *cnt = ecalloc(g->n + 1, sizeof(*cnt));

	tmp = ecalloc(SETMAX * 4 + 1, sizeof(*tmp));
	if (g->mingap)
		graph_cut(f, g->mingap, g->stub, g->maxlanes);
	/*
	 * Bottom up, so parents come first: what a commit stands for in the
	 * filtered history is itself when kept, else the union of what its
	 * parents stand for (at most SETMAX of them).
	 */
	for (r = g->rows - 1; r >= 0; r--) {
		c = g->order[r];
		n = 0;
		if (keep[c]) {
			tmp[n++] = c;
		} else {
			for (i = 0; i < (int)g->c[c].npar && n < SETMAX; i++) {
				p = g->par[g->c[c].par + i];
				if (g->c[p].row == NONE || g->c[p].row <= (uint32_t)r)
					continue;
				for (j = 0; j < cnt[p] && n < SETMAX; j++) {
					for (k = 0; k < n && tmp[k] != pool[off[p] + j]; k++)
						;
					if (k == n)
						tmp[n++] = pool[off[p] + j];
				}
			}
		}
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
		m = 0;
		for (i = 0; i < (int)g->c[c].npar; i++) {
			p = g->par[g->c[c].par + i];
			if (g->c[p].row == NONE || g->c[p].row <= (uint32_t)r)
				continue;
			for (j = 0; j < cnt[p] && m < SETMAX * 4; j++) {
				for (k = 0; k < m && tmp[k] != pool[off[p] + j]; k++)
					;
				if (k == m)
					tmp[m++] = pool[off[p] + j];
			}
		}
		for (k = 0; k < m; k++)
			memcpy(par + (size_t)k * g->hashlen, g->ids + (size_t)tmp[k] * g->hashlen,
			       g->hashlen);
		graph_add(f, g->ids + (size_t)c * g->hashlen, par, m, graph_flags(g, c));
	}
	graph_done(f);
	free(off), free(pool), free(tmp), free(par), free(cnt);
	return f;
}
