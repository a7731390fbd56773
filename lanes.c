/* See LICENSE file for copyright and license details.
 *
 * lanes.c: the lanes of the commit DAG (graph.c) as data, from which
 * the window draws the list's graph (its columns placed by listgeom.c).
 *
 * Lanes. A lane is a column that waits for one commit. Walking the rows
 * from the top, the lane state is the list of commits the lanes wait for:
 *
 *	before row r:   A  B  .  C        (each commit waited for once)
 *	row r is B:     |  *     |        B takes the lane waiting for it;
 *	after row r:    A  P1 P2 C        a tip takes the first free one
 *
 * After the dot, its lane waits for the first parent, and every other
 * parent gets the first free lane right of it, in a colour unlike its
 * neighbours'. A parent a lane already waits for is joined instead: a
 * lane right of the dot joins the dot's column (CellTo), one left of it
 * is reached from the dot (CellFrom). Lanes that end free their column.
 *
 * Per row, each column is a Cell. The lane state is kept at a checkpoint
 * every CPSTEP rows and layout replays at most CPSTEP rows from one, so
 * no work per frame grows with the history. A change at row r drops the
 * checkpoints past r.
 *
 * Cuts (lanes_cut, as gitk's mingaplen). A line whose parent is more than
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
 * Lines cut and not yet back are lane state too. While git streams and
 * the parent has not come, its row is at least the rows listed: a line
 * is cut once those are more than mingap below the child, and the rows
 * from its cut are laid out again then (openrow), a few hundred at most.
 */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "graphint.h"
#include "util.h"

#ifndef CPSTEP  /* the fuzz target of rev sets it small: short inputs reach it */
#define CPSTEP  256  /* rows a checkpoint: 9 bytes a lane each (git.git: 3.6 a commit) */
#endif

void
lanes_touch(Graph *g, int row)
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

/* room for n lanes (want, kid, colour) or n lines cut (pwant...) */
static void
lanes_grow(uint32_t **want, uint32_t **kid, unsigned char **colour, int *cap, int n)
{
	if (n <= *cap)
		return;
	*want = egrow(*want, cap, n, sizeof(**want), n);
	*kid = erealloc(*kid, *cap * sizeof(**kid));
	*colour = erealloc(*colour, *cap);
}

/* n, rotor, np, then want and kid of each lane and each line cut, then
 * their colours, a byte each */
static void
cp_save(Graph *g)
{
	Lanes *l = &g->cur;
	size_t m = (size_t)l->n + l->np, need = 3 + 2 * m + (m + 3) / 4;
	uint32_t *p;
	unsigned char *col;
	int i;

	g->cpoff = egrow(g->cpoff, &g->cpoffcap, g->ncp + 1, sizeof(*g->cpoff), 64);
	if (g->cplen + need > g->cpcap) {
		g->cpcap = MAX(g->cpcap * 2, g->cplen + need + 1024);
		g->cp = erealloc(g->cp, g->cpcap * sizeof(*g->cp));
	}
	g->cpoff[g->ncp++] = g->cplen;
	p = g->cp + g->cplen;
	*p++ = l->n, *p++ = l->rotor, *p++ = l->np;
	for (i = 0; i < l->n; i++)
		*p++ = l->want[i], *p++ = l->kid[i];
	for (i = 0; i < l->np; i++)
		*p++ = l->pwant[i], *p++ = l->pkid[i];
	col = (unsigned char *)p;
	for (i = 0; i < l->n; i++)
		*col++ = l->colour[i];
	for (i = 0; i < l->np; i++)
		*col++ = l->pcolour[i];
	g->cplen += need;
}

static void
cp_load(Graph *g, int k)
{
	Lanes *l = &g->cur;
	uint32_t *p = g->cp + g->cpoff[k];
	unsigned char *col;
	int i;

	l->n = *p++, l->rotor = *p++, l->np = *p++;
	lanes_grow(&l->want, &l->kid, &l->colour, &l->cap, l->n);
	lanes_grow(&l->pwant, &l->pkid, &l->pcolour, &l->pcap, l->np);
	for (i = 0; i < l->n; i++)
		l->want[i] = *p++, l->kid[i] = *p++;
	for (i = 0; i < l->np; i++)
		l->pwant[i] = *p++, l->pkid[i] = *p++;
	col = (unsigned char *)p;
	for (i = 0; i < l->n; i++)
		l->colour[i] = *col++;
	for (i = 0; i < l->np; i++)
		l->pcolour[i] = *col++;
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
list_pick(Graph *g, int j, int from)
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
	int old = g->ncells;

	if (n <= old)
		return;
	g->ncells = MAX(n, 2 * old);
	g->cells = erealloc(g->cells, g->ncells * sizeof(*g->cells));
	g->ends = erealloc(g->ends, g->ncells * sizeof(*g->ends));
	memset(g->cells + old, 0, (g->ncells - old) * sizeof(*g->cells));
}

/* a lane more, at the right, waiting for nothing */
static int
newlane(Graph *g)
{
	Lanes *l = &g->cur;

	lanes_grow(&l->want, &l->kid, &l->colour, &l->cap, l->n + 1);
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
 * A line back to a parent a lane already waits for joins that lane, its
 * arrow on it: few columns where many lines meet one commit (topics
 * forked from a release).
 */
static void
backlane(Graph *g, int i)
{
	Lanes *l = &g->cur;
	int j = lane_of(l, l->pwant[i]);

	if (j >= 0) {
		if (!(g->cells[j].flags & CellCutUp)) {
			g->cells[j].flags |= CellCutUp;
			g->cells[j].arrow = l->pcolour[i];
			g->ends[j] = l->pkid[i];
		}
		return;
	}
	j = freeslot(g, 0);
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
		col = freeslot(g, 0);
		l->colour[col] = list_pick(g, col, -1);
		g->cells[col].flags = 0;
	}
	l->want[col] = NONE;
	cl = &g->cells[col];
	cl->flags = (cl->flags & (CellUp | CellCutUp)) | CellDot;
	cl->up = cl->down = cl->join = l->colour[col];
	if (g->flags[c] & GraphBoundary)
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

	for (i = 0; i < nparentsof(g, c) && !(g->flags[c] & GraphBoundary); i++) {
		p = parentof(g, c, i);
		if (absent(g, p, g->currow)) {
			cl[col].flags |= CellStub;
			continue;
		}
		k = lane_of(l, p);
		if (first && (k < 0 || k > col)) {  /* the line goes on down */
			l->want[col] = p;
			l->kid[col] = c;
			cl[col].flags |= CellDown;
			if (k > col) {         /* lane k joins the dot's */
				cl[k].flags = (cl[k].flags & ~CellDown) | CellTo;
				cl[k].join = l->colour[k];
				l->want[k] = NONE;
			}
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
			    l->pcolour[pend_of(l, p, -1)] : list_pick(g, k, dot);
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
		lanes_grow(&l->pwant, &l->pkid, &l->pcolour, &l->pcap, l->np + 1);
		k = l->np++;
		l->pwant[k] = l->want[j];
		l->pcolour[k] = l->colour[j];
	}
	l->pkid[k] = l->kid[j];
	l->want[j] = NONE;
}

/* while more than maxlanes lanes are open, lines passing down are cut
 * too, the rightmost first (gitk's maxwidth): a burst of merges of near
 * topics, as git.git's seen, stays within the limit */
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
	for (j = l->n - 1; j >= 0 && g->maxlanes && n > g->maxlanes; j--)
		if (l->want[j] != NONE && g->cells[j].flags == (CellUp | CellDown) &&
		    far(g, j, g->currow, 2 * g->stub + 1)) {
			cutlane(g, j);
			n--;
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
	for (i = 0; i < l->n; i++)
		if (l->want[i] != NONE) {
			g->cells[i].flags = CellUp | CellDown;
			g->cells[i].up = g->cells[i].down = l->colour[i];
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
lanes_cut(Graph *g, int mingap, int stub, int maxlanes)
{
	stub = MAX(1, stub);
	g->maxlanes = mingap > 0 ? MAX(0, maxlanes) : 0;
	g->mingap = mingap > 0 ? MAX(mingap, 2 * stub + 1) : 0;
	g->stub = stub;
	g->currow = -1;
	g->ncp = 0, g->cplen = 0;
	g->openrow = g->openneed = INT_MAX;
	if (g->rows)
		lanes_touch(g, 0);
}

int
lanes_layout(Graph *g, int row, Cell *cells, int cap, int *col)
{
	int k, width;

	if (row < 0 || row >= g->rows)
		return *col = 0, 0;
	/* from the nearest checkpoint, unless the row laid out last is nearer */
	if (g->currow < 0 || g->currow > row ||
	    (g->ncp > 0 && MIN(row / CPSTEP, g->ncp - 1) * CPSTEP > g->currow)) {
		if (g->ncp > 0)
			cp_load(g, MIN(row / CPSTEP, g->ncp - 1));
		else
			g->cur.n = g->cur.np = g->currow = 0, g->cur.rotor = 0;
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
lanes_advance(Graph *g, int budget)
{
	int col, from = g->ncp * CPSTEP;

	if (from >= g->rows)
		return 1;
	lanes_layout(g, MIN(g->rows - 1, from + MAX(1, budget)), NULL, 0, &col);
	return g->ncp * CPSTEP >= g->rows;
}

int
lanes_arrow(Graph *g, int row, int col)
{
	int dot;

	if (col < 0 || lanes_layout(g, row, NULL, 0, &dot) <= col)
		return -1;
	return g->cells[col].flags & (CellCutDown | CellCutUp) ? (int)g->ends[col] : -1;
}
