/* See LICENSE file for copyright and license details.
 *
 * tests/unit/graph.c: graph.c. The order of the list under clock skew,
 * lanes checked against a path-following oracle and against a graph
 * built from scratch while loading, children, refs, the walks (Follows,
 * Precedes, Merged by) and the filtered graph. Start reading unit_graph()
 * at the end.
 */
#include <sys/types.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "util.h"
#include "unit.h"

/* commits are small integers here; their ids spread the hash */

#define MAXP  5    /* parents of one commit in the random DAGs */
#define CAPW  256  /* cells kept of one row */

static void
mkid(int i, unsigned char *id)
{
	unsigned int h = (unsigned int)i * 2654435761u;

	memset(id, 0xA5, 20);
	id[0] = h >> 24, id[1] = h >> 16, id[2] = h >> 8, id[3] = h;
	id[4] = i >> 24, id[5] = i >> 16, id[6] = i >> 8, id[7] = i;
}

typedef struct {
	int n;
	int *np;
	int (*p)[MAXP];
	int *order;   /* the order commits are fed in */
} Dag;

/*
 * n commits, 0 the oldest; a commit's parents are older than it. Most
 * have one near parent, some are merges or octopuses, some are roots,
 * and with far, some parents are hundreds of commits back: long lanes.
 */
static void
dag_new(Dag *d, int n, int far)
{
	int i, j, k, q, dup;

	d->n = n;
	d->np = ecalloc(n, sizeof(*d->np));
	d->p = ecalloc(n, sizeof(*d->p));
	d->order = ecalloc(n, sizeof(*d->order));
	for (i = 0; i < n; i++) {
		d->order[i] = n - 1 - i;  /* newest first, as git gives them */
		if (i == 0 || rnd(50) == 0)
			continue;  /* a root */
		k = rnd(100);
		k = k < 70 ? 1 : k < 94 ? 2 : k < 98 ? 3 : MAXP;
		for (j = 0; j < k; j++) {
			if (far && rnd(20) == 0)
				q = i - 1 - (int)rnd(MIN(i, 400));
			else
				q = i - 1 - (int)rnd(MIN(i, 8));
			for (dup = 0; dup < d->np[i] && d->p[i][dup] != q; dup++)
				;
			if (dup == d->np[i])
				d->p[i][d->np[i]++] = q;
		}
	}
}

/* clock skew: some commits come a little (or a lot) early */
static void
dag_skew(Dag *d, int nswaps)
{
	int i, j, t;

	for (; nswaps > 0; nswaps--) {
		i = rnd(d->n);
		j = i + 1 + (int)rnd(rnd(10) ? 4 : 60);
		if (j >= d->n)
			continue;
		t = d->order[i], d->order[i] = d->order[j], d->order[j] = t;
	}
}

static void
dag_free(Dag *d)
{
	free(d->np), free(d->p), free(d->order);
	memset(d, 0, sizeof(*d));
}

static void
add(Graph *g, const Dag *d, int i, int flags)
{
	unsigned char id[20], par[MAXP * 20];
	int j;

	mkid(i, id);
	for (j = 0; j < d->np[i]; j++)
		mkid(d->p[i][j], par + 20 * j);
	graph_add(g, id, par, d->np[i], flags);
}

static int
gid(const Graph *g, int i)
{
	unsigned char id[20];

	mkid(i, id);
	return graph_find(g, id);
}

/* every listed commit once, above all its listed parents */
static int
check_order(const Graph *g, const Dag *d, int nadded)
{
	int r, c, i, p, rows = graph_rows(g), ok = 1;

	ok &= expect(rows == nadded, "%d rows after %d adds", rows, nadded);
	for (r = 0; r < rows && ok; r++) {
		c = graph_commit(g, r);
		ok &= expect(graph_row(g, c) == r, "row %d holds %d at row %d",
		             r, c, graph_row(g, c));
		for (i = 0; i < graph_nparents(g, c); i++) {
			p = graph_parent(g, c, i);
			if (graph_row(g, p) >= 0)
				ok &= expect(graph_row(g, p) > r,
				             "row %d: parent %d is at row %d", r, i,
				             graph_row(g, p));
		}
	}
	for (i = 0; i < nadded && ok; i++)
		ok &= expect((c = gid(g, d->order[i])) >= 0 && graph_row(g, c) >= 0,
		             "commit fed %dth is not listed", i);
	return ok;
}

typedef struct {
	int width, col;
	Cell cells[CAPW];
	int end[CAPW];  /* an arrow's: the row of the commit at its other end */
} Row;

static void
layout(Graph *g, int row, Row *out)
{
	int i;

	memset(out, 0, sizeof(*out));
	out->width = lanes_layout(g, row, out->cells, CAPW, &out->col);
	for (i = 0; i < MIN(out->width, CAPW); i++)
		if (out->cells[i].flags & (CellCutDown | CellCutUp))
			out->end[i] = graph_row(g, lanes_arrow(g, row, i));
}

static void
layout_all(Graph *g, Row *rows, int how)
{
	int n = graph_rows(g), i, j, t, *perm = ecalloc(n, sizeof(int));

	for (i = 0; i < n; i++)
		perm[i] = how == 1 ? n - 1 - i : i;
	for (i = n - 1; how == 2 && i > 0; i--) {
		j = rnd(i + 1);
		t = perm[i], perm[i] = perm[j], perm[j] = t;
	}
	for (i = 0; i < n; i++)
		layout(g, perm[i], &rows[perm[i]]);
	free(perm);
}

static int
rowseq(const Row *a, const Row *b)
{
	int i;

	if (a->width != b->width || a->col != b->col)
		return 0;
	for (i = 0; i < MIN(a->width, CAPW); i++)
		if (a->cells[i].flags != b->cells[i].flags || a->cells[i].up != b->cells[i].up ||
		    a->cells[i].down != b->cells[i].down || a->cells[i].join != b->cells[i].join ||
		    a->cells[i].arrow != b->cells[i].arrow ||
		    a->end[i] != b->end[i])
			return 0;
	return 1;
}

static int
same_rows(const Row *a, const Row *b, int n, const char *what)
{
	int r;

	for (r = 0; r < n; r++)
		if (!expect(rowseq(&a[r], &b[r]), "%s: row %d differs (width %d/%d, "
		            "col %d/%d)", what, r, a[r].width, b[r].width, a[r].col,
		            b[r].col))
			return 0;
	return 1;
}

static int cutting;  /* the graphs checked cut long lines */

static int list_follow(const Row *rows, int n, int r, int i);

/* the column where the lower half of cell i of a row leads, or -1 */
static int
below(const Row *row, int i)
{
	const Cell *c = &row->cells[i];

	if (c->flags & CellDown)
		return i;
	if (c->flags & CellLeft)
		return i - 1;
	if (c->flags & CellTo)
		return row->col;
	return -1;
}

/* a line cut at row r to the commit at row p (or not listed yet: -2)
 * comes back: an up arrow below, whose line reaches p (in the line's
 * colour, unless it joins another line back: the golden tests show it) */
static int
comesback(const Row *rows, int n, int r, int p)
{
	const Cell *c;
	int k;

	if (p < 0)
		return -2;
	for (r++; r < MIN(n, p); r++)
		for (k = 0; k < MIN(rows[r].width, CAPW); k++) {
			c = &rows[r].cells[k];
			if (c->flags & CellCutUp && below(&rows[r], k) >= 0 &&
			    list_follow(rows, n, r + 1, below(&rows[r], k)) == p)
				return p;
		}
	return -3;
}

/* where the line entering row r at column i from above ends: a row, or
 * -2 at the bottom of the view, or -3 where it breaks off */
static int
list_follow(const Row *rows, int n, int r, int i)
{
	const Cell *c;

	for (; r < n; r++) {
		if (i >= MIN(rows[r].width, CAPW))
			return -3;
		c = &rows[r].cells[i];
		if (!(c->flags & CellUp))
			return -3;
		if (c->flags & CellDot)
			return r;
		if (c->flags & CellCutDown)
			return comesback(rows, n, r, rows[r].end[i]);
		if ((i = below(&rows[r], i)) < 0)
			return -3;
	}
	return -2;
}

static int
goesdown(const Row *row, int i)
{
	int k;

	if (i >= MIN(row->width, CAPW))
		return 0;
	if (row->cells[i].flags & (CellDown | CellFrom))
		return 1;
	if (i + 1 < MIN(row->width, CAPW) && row->cells[i + 1].flags & CellLeft)
		return 1;
	if (i != row->col)
		return 0;
	for (k = 0; k < MIN(row->width, CAPW); k++)
		if (row->cells[k].flags & CellTo)
			return 1;
	return 0;
}

/*
 * The lanes drawn must say what the DAG says: one dot per row; every
 * line that leaves a row's bottom enters the next row's top and the
 * other way round; from each commit one line per parent below it, each
 * reaching that parent's dot (or the bottom, for a parent not yet
 * listed); a stub exactly when a parent is out of the view; colours
 * continue down a line, and a new lane's colour is not the dot's.
 */
static int
check_lanes(Graph *g, const Row *rows, int done)
{
	int n = graph_rows(g), r, i, k, c, p, w, ndots, nout, nwant, nbottom;
	int absent, ok = 1, reached[CAPW], pr;
	const Row *row;

	for (r = 0; r < n && ok; r++) {
		row = &rows[r];
		w = MIN(row->width, CAPW);
		c = graph_commit(g, r);
		ok &= expect(row->width <= CAPW, "row %d: %d lanes", r, row->width);
		for (i = ndots = 0; i < w; i++)
			ndots += !!(row->cells[i].flags & CellDot);
		ok &= expect(ndots == 1 && row->col < w &&
		             row->cells[row->col].flags & CellDot,
		             "row %d: %d dots, col %d", r, ndots, row->col);
		if (!ok)
			break;
		for (i = 0; i < CAPW; i++) {
			if (r == 0)
				ok &= expect(i >= w || !(row->cells[i].flags & CellUp),
				             "row 0: line from above at %d", i);
			if (r + 1 < n)
				ok &= expect(goesdown(row, i) == (i < MIN(rows[r + 1].width,
				             CAPW) && !!(rows[r + 1].cells[i].flags & CellUp)),
				             "rows %d/%d, column %d: a line leaks", r, r + 1, i);
			else if (done)
				ok &= expect(!goesdown(row, i),
				             "last row: a line goes on at %d", i);
			if (r + 1 < n && i < w && (row->cells[i].flags & CellDown))
				ok &= expect(rows[r + 1].cells[i].up == row->cells[i].down,
				             "row %d column %d: colour changes", r, i);
			else if (r + 1 < n && i < w && (row->cells[i].flags & CellFrom))
				ok &= expect(rows[r + 1].cells[i].up == row->cells[i].join,
				             "row %d column %d: colour changes", r, i);
			else if (r + 1 < n && i + 1 < w && (row->cells[i + 1].flags & CellLeft))
				ok &= expect(rows[r + 1].cells[i].up == row->cells[i + 1].down,
				             "row %d column %d: colour changes left", r, i);
			if (!cutting && i < w && (row->cells[i].flags & CellFrom) &&
			    !(row->cells[i].flags & CellUp))
				ok &= expect(row->cells[i].join != row->cells[row->col].up,
				             "row %d: new lane %d has the dot's colour", r, i);
		}
		/* the lines out of the dot */
		nout = 0;
		if (row->cells[row->col].flags & CellDown)
			reached[nout++] = list_follow(rows, n, r + 1, row->col);
		if (row->cells[row->col].flags & CellLeft)
			reached[nout++] = list_follow(rows, n, r + 1, row->col - 1);
		for (i = 0; i < w; i++)
			if (row->cells[i].flags & CellFrom)
				reached[nout++] = list_follow(rows, n, r + 1, i);
		nwant = nbottom = absent = 0;
		for (i = 0; i < graph_nparents(g, c) &&
		     !(graph_flags(g, c) & GraphBoundary); i++) {
			p = graph_parent(g, c, i);
			pr = graph_row(g, p);
			if (pr > r) {
				nwant++;
				for (k = 0; k < nout && reached[k] != pr; k++)
					;
				ok &= expect(k < nout, "row %d: no line to parent %d (row %d)",
				             r, i, pr);
			} else if (pr < 0 && !done) {
				nwant++;
				nbottom++;
			} else {
				absent = 1;
			}
		}
		for (k = 0; k < nout; k++)
			ok &= expect(reached[k] > r || (reached[k] == -2 && nbottom-- > 0),
			             "row %d: line %d ends at %d", r, k, reached[k]);
		ok &= expect(nout == nwant, "row %d: %d lines out, %d parents",
		             r, nout, nwant);
		ok &= expect(!!(row->cells[row->col].flags & CellStub) == absent,
		             "row %d: stub %d, parents absent %d", r,
		             !!(row->cells[row->col].flags & CellStub), absent);
		ok &= expect(!!(row->cells[row->col].flags & CellHollow) ==
		             !!(graph_flags(g, c) & GraphBoundary),
		             "row %d: hollow", r);
	}
	return ok;
}

static void
test_graph_basics(void)
{
	unsigned char a[20], b[20], c[20], x[20], par[40];
	Graph *g = graph_new(20, 0, 8);
	int ca, cb, cc;

	begin("graph: add, find, row, commit, parents, changed");
	mkid(1, a), mkid(2, b), mkid(3, c), mkid(99, x);
	memcpy(par, b, 20);
	expect(graph_hashlen(g) == 20 && graph_rows(g) == 0, "empty graph");
	expect(graph_find(g, a) < 0, "found in an empty graph");
	ca = graph_add(g, a, par, 1, 0);
	cb = graph_find(g, b);
	expect(ca == 0 && cb == 1, "numbered %d %d, want 0 1 (first seen)", ca, cb);
	expect(graph_rows(g) == 1 && graph_row(g, ca) == 0 && graph_row(g, cb) == -1,
	       "b is known but not listed");
	expect(graph_changed(g) == 0 && graph_changed(g) == -1, "changed");
	expect(graph_add(g, b, c, 1, 0) == cb, "b keeps its number");
	cc = graph_find(g, c);
	expect(graph_add(g, c, NULL, 0, GraphBoundary) == cc && cc == 2, "c");
	expect(graph_changed(g) == 1, "changed after two adds");
	expect(graph_add(g, a, par, 1, 0) == ca && graph_rows(g) == 3,
	       "adding a again changes nothing");
	expect(graph_commit(g, 0) == ca && graph_commit(g, 1) == cb &&
	       graph_commit(g, 2) == cc, "rows");
	expect(graph_nparents(g, ca) == 1 && graph_parent(g, ca, 0) == cb &&
	       graph_nparents(g, cc) == 0, "parents");
	expect(!memcmp(graph_id(g, cb), b, 20), "id");
	expect(graph_flags(g, cc) == GraphBoundary && graph_flags(g, ca) == 0,
	       "flags");
	expect(graph_find(g, x) < 0, "found an unknown id");
	end();

	begin("graph: a graph of ids alone (a reload's view before it) finds them as before");
	graph_idsonly(g);
	expect(graph_find(g, a) == ca && graph_find(g, b) == cb && graph_find(g, c) == cc &&
	       graph_find(g, x) < 0, "found %d %d %d %d, want %d %d %d -1", graph_find(g, a),
	       graph_find(g, b), graph_find(g, c), graph_find(g, x), ca, cb, cc);
	expect(!memcmp(graph_id(g, cb), b, 20), "b's id");
	end();
	graph_free(g);
}

/* the graph test_graph_basics makes: 1 on 2 on 3, a boundary */
static void
test_graph_layout_line(void)
{
	unsigned char a[20], b[20], c[20];
	Graph *g = graph_new(20, 0, 8);
	Cell cells[8];
	int col, w;

	mkid(1, a), mkid(2, b), mkid(3, c);
	graph_add(g, a, b, 1, 0);
	graph_add(g, b, c, 1, 0);
	graph_add(g, c, NULL, 0, GraphBoundary);
	begin("graph_layout: a line of three, one lane");
	w = lanes_layout(g, 0, cells, LEN(cells), &col);
	expect(w == 1 && col == 0 && cells[0].flags == (CellDot | CellDown),
	       "row 0: width %d col %d flags %#x", w, col, cells[0].flags);
	w = lanes_layout(g, 1, cells, LEN(cells), &col);
	expect(w == 1 && col == 0 &&
	       cells[0].flags == (CellUp | CellDot | CellDown), "row 1: %#x",
	       cells[0].flags);
	w = lanes_layout(g, 2, cells, LEN(cells), &col);
	expect(w == 1 && col == 0 &&
	       cells[0].flags == (CellUp | CellDot | CellHollow), "row 2: %#x",
	       cells[0].flags);
	expect(cells[0].up == cells[0].down, "colour");
	expect(lanes_layout(g, 3, cells, LEN(cells), &col) == 0 &&
	       lanes_layout(g, -1, cells, LEN(cells), &col) == 0, "out of range");
	end();
	graph_free(g);
}

/* feed named commits in the order given, checking the order after each */
static void
skewcase(const char *name, const int (*dag)[4], int n, const int *feed,
         const int *want)
{
	Dag d;
	Graph *g = graph_new(20, 0, 8);
	int i, r;

	begin(name);
	d.n = n;
	d.np = ecalloc(n, sizeof(int));
	d.p = ecalloc(n, sizeof(*d.p));
	d.order = ecalloc(n, sizeof(int));
	for (i = 0; i < n; i++) {
		for (d.np[i] = 0; d.np[i] < 3 && dag[i][d.np[i] + 1] >= 0; d.np[i]++)
			d.p[i][d.np[i]] = dag[i][d.np[i] + 1];
		d.order[i] = feed[i];
	}
	for (i = 0; i < n; i++) {
		add(g, &d, d.order[i], 0);
		if (!check_order(g, &d, i + 1))
			break;
	}
	for (r = 0; want && r < n; r++)
		expect(graph_commit(g, r) == gid(g, want[r]),
		       "row %d is not commit %d", r, want[r]);
	graph_free(g);
	dag_free(&d);
	end();
}

static void
test_graph_skew(void)
{
	/* { commit, parents..., -1 }; 0 is the root */
	static const int line[][4] = {
		{ 0, -1 }, { 1, 0, -1 }, { 2, 1, -1 }, { 3, 2, -1 }, { 4, 3, -1 },
	};
	static const int merge[][4] = {
		{ 0, -1 }, { 1, 0, -1 }, { 2, 0, -1 }, { 3, 1, 2, -1 },
		{ 4, 3, -1 }, { 5, 2, -1 },
	};
	static const int l1[] = { 4, 2, 3, 1, 0 }, w1[] = { 4, 3, 2, 1, 0 };
	static const int l2[] = { 0, 1, 2, 3, 4 }, w2[] = { 4, 3, 2, 1, 0 };
	static const int l3[] = { 2, 1, 0, 4, 3 }, w3[] = { 4, 3, 2, 1, 0 };
	static const int m1[] = { 0, 2, 5, 1, 4, 3 };
	static const int m2[] = { 1, 4, 0, 3, 5, 2 };
	static const int m3[] = { 5, 4, 2, 1, 0, 3 };

	skewcase("graph: skew: a parent comes before its child", line, 5, l1, w1);
	skewcase("graph: skew: a whole line comes reversed", line, 5, l2, w2);
	skewcase("graph: skew: ancestors listed above the child move too", line,
	         5, l3, w3);
	skewcase("graph: skew: merges fed root first", merge, 6, m1, NULL);
	skewcase("graph: skew: merges fed scrambled", merge, 6, m2, NULL);
	skewcase("graph: skew: a merge's tip comes last", merge, 6, m3, NULL);
}

/* a cycle, which only bad input has (the fuzz target of rev found it):
 * once it is fed, the commits of it listed above the one moved go with
 * it, none is left marked as moving, and a later fix-up moves only the
 * ancestors of its commit */
static void
test_graph_cycle(void)
{
	/* { commit, parents..., -1 }: a -> b -> c -> a, fed as the fuzzer
	 * did, then e on b, and g on x, whose ancestors are x and y alone */
	enum { x, y, z, a, f, b, c, e, g };
	static const int feed[][4] = {
		{ x, y, z, -1 }, { a, f, b, -1 }, { b, c, -1 }, { c, a, -1 },
		{ e, b, -1 }, { y, -1 }, { g, x, -1 },
	};
	unsigned char id[20], par[3 * 20];
	Graph *gr = graph_new(20, 0, 8);
	unsigned int i;
	int j, r;

	begin("graph: a cycle (bad input) moves whole; a fix-up after it moves only ancestors");
	for (i = 0; i < LEN(feed); i++) {
		mkid(feed[i][0], id);
		for (j = 0; feed[i][j + 1] >= 0; j++)
			mkid(feed[i][j + 1], par + 20 * j);
		graph_add(gr, id, par, j, 0);
	}
	expect(graph_rows(gr) == (int)LEN(feed), "%d rows, want %d", graph_rows(gr), (int)LEN(feed));
	for (r = 0; r < graph_rows(gr); r++)
		expect(graph_row(gr, graph_commit(gr, r)) == r, "row %d's commit is at row %d", r,
		       graph_row(gr, graph_commit(gr, r)));
	expect(graph_row(gr, gid(gr, g)) < graph_row(gr, gid(gr, x)) &&
	       graph_row(gr, gid(gr, x)) < graph_row(gr, gid(gr, y)), "g %d, x %d, y %d: not in order",
	       graph_row(gr, gid(gr, g)), graph_row(gr, gid(gr, x)), graph_row(gr, gid(gr, y)));
	expect(graph_row(gr, gid(gr, e)) < graph_row(gr, gid(gr, b)), "e at %d, b at %d",
	       graph_row(gr, gid(gr, e)), graph_row(gr, gid(gr, b)));
	expect(graph_row(gr, gid(gr, c)) < graph_row(gr, gid(gr, g)) &&
	       graph_row(gr, gid(gr, a)) < graph_row(gr, gid(gr, g)),
	       "c at %d and a at %d moved below g at %d, not an ancestor of theirs",
	       graph_row(gr, gid(gr, c)), graph_row(gr, gid(gr, a)), graph_row(gr, gid(gr, g)));
	graph_free(gr);
	end();
}

static void
test_graph_random_order(void)
{
	Dag d;
	Graph *g;
	int seed, i, r, ch, prev[400], nprev;

	begin("graph: random DAGs fed mostly topological: order after each add");
	for (seed = 1; seed <= 40; seed++) {
		rngseed(seed);
		dag_new(&d, 200, seed & 1);
		dag_skew(&d, seed % 4 == 0 ? 200 : 20);
		g = graph_new(20, 0, 8);
		nprev = 0;
		for (i = 0; i < d.n; i++) {
			add(g, &d, d.order[i], 0);
			if (!check_order(g, &d, i + 1))
				break;
			/* rows above the first changed one are as they were */
			ch = graph_changed(g);
			expect(ch >= 0 && ch <= i, "add %d: changed %d", i, ch);
			for (r = 0; r < MIN(ch, nprev); r++)
				if (!expect(graph_commit(g, r) == prev[r], "seed %d add %d: "
				            "row %d moved, changed says %d", seed, i, r, ch))
					break;
			for (nprev = 0; nprev < graph_rows(g); nprev++)
				prev[nprev] = graph_commit(g, nprev);
		}
		graph_free(g);
		dag_free(&d);
		if (tfails)
			break;
	}
	end();
}

static void
test_graph_topo_kept(void)
{
	Dag d;
	Graph *g;
	int i, r;

	begin("graph: topological input is kept exactly");
	rngseed(7);
	dag_new(&d, 500, 1);
	g = graph_new(20, 0, 8);
	for (i = 0; i < d.n; i++)
		add(g, &d, d.order[i], 0);
	for (r = 0; r < d.n; r++)
		if (!expect(graph_commit(g, r) == gid(g, d.order[r]), "row %d", r))
			break;
	graph_free(g);
	dag_free(&d);
	end();
}

static void
test_graph_keeporder(void)
{
	Dag d;
	Graph *k;
	int seed, i, r, same;

	begin("graph: GraphKeepOrder lists exactly as fed");
	for (seed = 1; seed <= 10; seed++) {
		rngseed(seed);
		dag_new(&d, 200, 1);
		dag_skew(&d, 100);
		k = graph_new(20, GraphKeepOrder, 8);
		for (i = 0; i < d.n; i++)
			add(k, &d, d.order[i], 0);
		for (r = same = 0; r < d.n; r++)
			same += graph_commit(k, r) == gid(k, d.order[r]);
		expect(same == d.n && graph_rows(k) == d.n, "seed %d: %d of %d rows "
		       "as fed", seed, same, d.n);
		graph_free(k);
		dag_free(&d);
	}
	end();
}

static void
test_graph_lanes(void)
{
	static Row a[1600];
	Dag d;
	Graph *g;
	int seed, i;

	begin("graph_layout: random DAGs: one dot a row, each line to its parent");
	for (seed = 1; seed <= 30 && !tfails; seed++) {
		rngseed(100 + seed);
		dag_new(&d, 300, seed & 1);
		dag_skew(&d, 30);
		g = graph_new(20, seed % 5 == 0 ? GraphKeepOrder : 0, 8);
		/* a range A..B: the oldest fifty are never listed */
		for (i = 0; i < d.n; i++)
			if (d.order[i] >= (seed % 3 == 0 ? 50 : 0))
				add(g, &d, d.order[i], seed % 7 == 0 && rnd(10) == 0 ?
				    GraphBoundary : 0);
		layout_all(g, a, 0);
		check_lanes(g, a, 0);
		graph_done(g);
		layout_all(g, a, 0);
		check_lanes(g, a, 1);
		graph_free(g);
		dag_free(&d);
	}
	end();
}

/* a row's cells do not depend on the order rows are laid out in */
static void
test_graph_layout_any_order(void)
{
	static Row a[1600], b[1600], c[1600];
	Dag d;
	Graph *g;
	int i, n;

	begin("graph_layout: same cells in order, in reverse, at random (1500 rows)");
	rngseed(4242);
	dag_new(&d, 1500, 1);
	dag_skew(&d, 50);
	g = graph_new(20, 0, 8);
	for (i = 0; i < d.n; i++)
		if (d.order[i] >= 40)
			add(g, &d, d.order[i], 0);
	n = graph_rows(g);
	layout_all(g, a, 0);
	layout_all(g, b, 1);
	layout_all(g, c, 2);
	if (same_rows(a, b, n, "reverse"))
		same_rows(a, c, n, "random");
	check_lanes(g, a, 0);
	end();

	begin("graph_layout: same cells in order, in reverse, at random after graph_done");
	graph_done(g);
	layout_all(g, a, 0);
	layout_all(g, b, 1);
	layout_all(g, c, 2);
	if (same_rows(a, b, n, "reverse"))
		same_rows(a, c, n, "random");
	check_lanes(g, a, 1);
	graph_free(g);
	end();

	begin("graph_layout: after graph_done, rows laid out before are redone");
	g = graph_new(20, 0, 8);
	for (i = 0; i < d.n; i++)
		if (d.order[i] >= 40)
			add(g, &d, d.order[i], 0);
	layout_all(g, b, 2);  /* checkpoints everywhere */
	graph_done(g);
	layout_all(g, b, 1);
	same_rows(a, b, n, "reverse after done");
	graph_free(g);
	dag_free(&d);
	end();
}

/* the fuzz target of rev empties one graph for each input */
static void
test_graph_reset(void)
{
	static Row big[1300], a[400], b[400];
	unsigned char id[20];
	Dag d, e;
	Graph *g, *f;
	int i, n;

	begin("graph_reset: a graph emptied and fed again lays out as a new one");
	rngseed(777);
	dag_new(&d, 1200, 1);
	dag_skew(&d, 50);
	dag_new(&e, 300, 1);
	dag_skew(&e, 30);
	g = graph_new(20, 0, 8);
	for (i = 0; i < d.n; i++)
		add(g, &d, d.order[i], 0);
	graph_done(g);
	layout_all(g, big, 2);  /* checkpoints, lanes, cells all grown */
	graph_reset(g, GraphKeepOrder);
	expect(graph_rows(g) == 0 && graph_size(g) == 0 && graph_edges(g) == 0,
	       "emptied: %d rows, %d commits", graph_rows(g), graph_size(g));
	f = graph_new(20, GraphKeepOrder, 8);
	for (i = 0; i < e.n; i++) {
		add(g, &e, e.order[i], 0);
		add(f, &e, e.order[i], 0);
	}
	n = graph_rows(f);
	expect(graph_rows(g) == n && graph_size(g) == graph_size(f),
	       "%d rows, %d commits, a new graph %d, %d",
	       graph_rows(g), graph_size(g), n, graph_size(f));
	mkid(1100, id);  /* only in the first history */
	expect(graph_find(g, id) == -1, "a commit of before the reset found");
	layout_all(f, a, 0);
	layout_all(g, b, 1);
	same_rows(a, b, n, "reset");
	graph_done(g);
	graph_done(f);
	layout_all(f, a, 0);
	layout_all(g, b, 2);
	same_rows(a, b, n, "reset, done");
	check_lanes(g, b, 1);
	graph_free(g);
	graph_free(f);
	dag_free(&d);
	dag_free(&e);
	end();
}

/* 40 rows of g (the last 10, then 30 at random) the same as ref's, the
 * rows of a graph built afresh from the n rows' adds commits */
static void
expect_fresh(Graph *g, const Row *ref, int n, int seed, int adds)
{
	Row got;
	int j, r;

	for (j = 0; j < 40; j++) {
		r = j < 10 ? n - 1 - j : (int)rnd(n);
		if (r < 0)
			continue;
		layout(g, r, &got);
		if (!expect(rowseq(&got, &ref[r]), "seed %d after %d adds: "
		            "row %d differs", seed, adds, r))
			break;
	}
}

/*
 * While git is still printing, rows list_move (skew) and lanes change; the
 * rows shown must always be what a graph built from scratch would show.
 */
static void
test_graph_incremental(void)
{
	static Row ref[1200];
	Dag d;
	Graph *g, *f;
	int i, j, n, seed;

	begin("graph_layout: while loading with skew, cells equal a fresh graph's");
	for (seed = 1; seed <= 3 && !tfails; seed++) {
		rngseed(900 + seed);
		dag_new(&d, 1100, 1);
		dag_skew(&d, 150);
		g = graph_new(20, 0, 8);
		for (i = 0; i < d.n && !tfails; i++) {
			add(g, &d, d.order[i], 0);
			if (i % 61 != 60 && i != d.n - 1)
				continue;
			f = graph_new(20, 0, 8);
			for (j = 0; j <= i; j++)
				add(f, &d, d.order[j], 0);
			n = graph_rows(f);
			layout_all(f, ref, 0);
			expect_fresh(g, ref, n, seed, i + 1);
			graph_free(f);
		}
		graph_free(g);
		dag_free(&d);
	}
	end();
}

/*
 * Long lines cut (graph_cut 20 3): every line still reaches its parent
 * (through its arrows, in its colour), rows do not depend on the order
 * they are laid out in, and while loading with skew they equal a fresh
 * graph's: a line whose parent has not come is open, and cut once enough
 * rows are listed.
 */
static Graph *
cutgraph(int opts)
{
	Graph *g = graph_new(20, opts, 8);

	lanes_cut(g, 20, 3, opts & GraphKeepOrder ? 0 : 6);
	return g;
}

static void
test_graph_cut(void)
{
	static Row a[1600], b[1600];
	Dag d;
	Graph *g, *f;
	int seed, i, j, r, n, arrows = 0;

	cutting = 1;
	begin("graph_cut: random DAGs: each line reaches its parent, in any order");
	for (seed = 1; seed <= 20 && !tfails; seed++) {
		rngseed(300 + seed);
		dag_new(&d, 600, 1);
		dag_skew(&d, 40);
		g = cutgraph(seed % 5 == 0 ? GraphKeepOrder : 0);
		for (i = 0; i < d.n; i++)
			if (d.order[i] >= (seed % 3 == 0 ? 50 : 0))
				add(g, &d, d.order[i], 0);
		layout_all(g, a, 0);
		check_lanes(g, a, 0);
		graph_done(g);
		layout_all(g, a, 0);
		check_lanes(g, a, 1);
		layout_all(g, b, 2);
		same_rows(a, b, graph_rows(g), "random");
		for (r = 0; r < graph_rows(g); r++)
			for (i = 0; i < MIN(a[r].width, CAPW); i++)
				arrows += !!(a[r].cells[i].flags & CellCutDown);
		graph_free(g);
		dag_free(&d);
	}
	expect(arrows > 100, "only %d lines cut", arrows);
	end();

	begin("graph_advance: checkpoints laid ahead, a slice at a time, change no cell");
	rngseed(4343);
	dag_new(&d, 1500, 1);
	g = cutgraph(0);
	for (i = 0; i < d.n; i++)
		add(g, &d, d.order[i], 0);
	graph_done(g);
	layout_all(g, a, 0);
	f = cutgraph(0);
	for (i = 0; i < d.n; i++)
		add(f, &d, d.order[i], 0);
	graph_done(f);
	for (j = 0; j < 100 && !lanes_advance(f, 100); j++)
		;
	expect(j > 3 && j < 100, "%d slices", j);
	layout_all(f, b, 2);
	same_rows(a, b, graph_rows(g), "after graph_advance");
	graph_free(f);
	graph_free(g);
	dag_free(&d);
	end();

	begin("graph_cut: while loading with skew, cells equal a fresh graph's");
	for (seed = 1; seed <= 3 && !tfails; seed++) {
		rngseed(700 + seed);
		dag_new(&d, 900, 1);
		dag_skew(&d, 120);
		g = cutgraph(0);
		for (i = 0; i < d.n && !tfails; i++) {
			add(g, &d, d.order[i], 0);
			if (i % 37 != 36 && i != d.n - 1)
				continue;
			f = cutgraph(0);
			for (j = 0; j <= i; j++)
				add(f, &d, d.order[j], 0);
			n = graph_rows(f);
			layout_all(f, a, 0);
			check_lanes(f, a, 0);
			expect_fresh(g, a, n, seed, i + 1);
			graph_free(f);
		}
		graph_free(g);
		dag_free(&d);
	}
	end();
	cutting = 0;
}

/* children: named commits again, fed as git would (or would not) */
static int
kidsare(Graph *g, int c, const int *want, int nwant, const char *what)
{
	int out[16], n, i, ok;

	for (i = 0; i < (int)LEN(out); i++)
		out[i] = -7;
	n = graph_children(g, gid(g, c), out, LEN(out));
	ok = expect(n == nwant, "%s: %d children, want %d", what, n, nwant);
	for (i = 0; ok && i < nwant; i++)
		ok = expect(out[i] == gid(g, want[i]), "%s: child %d is %d, want "
		            "commit %d", what, i, out[i], want[i]);
	return ok && expect(out[n] == -7, "%s: wrote past its count", what);
}

static void
addn(Graph *g, int c, const int *par, int npar)
{
	unsigned char id[20], p[MAXP * 20];
	int i;

	mkid(c, id);
	for (i = 0; i < npar; i++)
		mkid(par[i], p + 20 * i);
	graph_add(g, id, p, npar, 0);
}

static void
test_graph_children(void)
{
	/* 0 the root; 1 2 3 its children; 4 merges 1 and 2; 5 on 4 */
	static const int p0[] = { 0 }, p12[] = { 1, 2 }, p4[] = { 4 };
	static const int k0[] = { 3, 2, 1 }, k1[] = { 4 }, k4[] = { 5 };
	Graph *g = graph_new(20, 0, 8);
	int out[8], all[16], i, n;

	begin("graph_children: in listed order, merges, none for a tip");
	addn(g, 5, p4, 1);
	addn(g, 4, p12, 2);
	kidsare(g, 1, k1, 1, "1 before it is listed");
	kidsare(g, 4, k4, 1, "4");
	addn(g, 3, p0, 1);
	addn(g, 2, p0, 1);
	addn(g, 1, p0, 1);
	addn(g, 1, p0, 1);  /* again: no second edge */
	addn(g, 0, NULL, 0);
	kidsare(g, 0, k0, 3, "root");
	kidsare(g, 1, k1, 1, "1");
	kidsare(g, 2, k1, 1, "2");
	kidsare(g, 5, NULL, 0, "the tip 5");
	kidsare(g, 3, NULL, 0, "the tip 3");
	for (i = 0; i + 1 < 3; i++)
		expect(graph_row(g, gid(g, k0[i])) < graph_row(g, gid(g, k0[i + 1])),
		       "the root's children are not in row order");
	end();

	begin("graph_children: more than max: the first max, and the count");
	for (i = 10; i < 16; i++)
		addn(g, i, p0, 1);  /* six more children of the root */
	n = graph_children(g, gid(g, 0), all, LEN(all));
	expect(n == 9, "%d children, want 9", n);
	for (i = 0; i < 8; i++)
		out[i] = -7;
	expect(graph_children(g, gid(g, 0), out, 3) == 9, "count with max 3");
	expect(out[0] == all[0] && out[1] == all[1] && out[2] == all[2],
	       "max 3 gives %d %d %d, not the first three %d %d %d", out[0],
	       out[1], out[2], all[0], all[1], all[2]);
	expect(out[3] == -7, "wrote past max");
	out[0] = -7;
	expect(graph_children(g, gid(g, 0), out, 0) == 9 && out[0] == -7,
	       "max 0");
	graph_free(g);
	end();
}

/*
 * Skew: a child listed after its parent moves the parent down; a child
 * can move too, when it is also an ancestor of the newcomer. The lists
 * stay in the order git listed the children, which is then not the order
 * of the rows.
 */
static void
test_graph_children_skew(void)
{
	static const int p0[] = { 0 }, p1[] = { 1 }, p10[] = { 1, 0 };
	static const int k0a[] = { 1, 2 }, k1[] = { 3, 2 }, k0b[] = { 1, 2 };
	Graph *g;

	begin("graph_children: across skew fix-ups, as git listed them");
	g = graph_new(20, 0, 8);
	addn(g, 0, NULL, 0);
	addn(g, 1, p0, 1);
	addn(g, 2, p0, 1);
	expect(graph_row(g, gid(g, 0)) == 2, "the root did not move down");
	kidsare(g, 0, k0a, 2, "the root");
	kidsare(g, 1, NULL, 0, "1");
	graph_free(g);
	g = graph_new(20, 0, 8);
	addn(g, 3, p1, 1);
	addn(g, 1, p0, 1);
	addn(g, 0, NULL, 0);
	addn(g, 2, p10, 2);  /* a merge of 1 and 0: both move below it */
	expect(graph_row(g, gid(g, 3)) == 0 && graph_row(g, gid(g, 2)) == 1 &&
	       graph_row(g, gid(g, 1)) == 2 && graph_row(g, gid(g, 0)) == 3,
	       "rows not 3 2 1 0");
	kidsare(g, 1, k1, 2, "1");
	kidsare(g, 0, k0b, 2, "0, with 2 now above 1");
	kidsare(g, 2, NULL, 0, "2");
	graph_free(g);
	end();
}

/* the refs of id in order, as "kind:name*" words */
static const char *
refs_list(const Refs *r, const unsigned char *id)
{
	static char out[4096];
	size_t n = 0;
	int k, guard = 0;

	out[0] = '\0';
	for (k = refs_first(r, id); k >= 0 && guard < 100; k = refs_next(r, k), guard++)
		n += snprintf(out + n, sizeof(out) - n, "%s%d:%s%s", n ? " " : "",
		              refs_kind(r, k), refs_name(r, k), refs_current(r, k) ? "*" : "");
	return out;
}

static void
test_refs_map(void)
{
	unsigned char a[20], b[20], c[20], none[20], id[32], id2[32];
	char name[64], want[256];
	Refs *r;
	int i, k, n, ok, cnt;

	mkid(101, a), mkid(102, b), mkid(103, c), mkid(104, none);
	begin("refs: an empty map finds nothing");
	r = refs_new(20);
	expect(refs_count(r) == 0, "count %d", refs_count(r));
	expect(refs_first(r, a) == -1, "refs_first on an empty map: %d", refs_first(r, a));
	expect(refs_first(NULL, a) == -1, "refs_first(NULL)");
	refs_free(r);
	refs_free(NULL);
	end();

	begin("refs: order by kind, the current branch first among branches");
	r = refs_new(20);
	/* for-each-ref's order (by refname), then a detached HEAD last */
	refs_add(r, a, RefBranch, 0, "alpha", 5);
	refs_add(r, a, RefBranch, 1, "main", 4);
	refs_add(r, b, RefBranch, 0, "other", 5);
	refs_add(r, a, RefOther, 0, "notes/commits", 13);
	refs_add(r, a, RefRemote, 0, "origin/main", 11);
	refs_add(r, a, RefOther, 0, "stash", 5);
	refs_add(r, a, RefTag, 0, "v1", 2);
	refs_add(r, a, RefTag, 0, "v2", 2);
	refs_add(r, b, RefTag, 0, "v0", 2);
	refs_add(r, a, RefBranch, 0, "zeta", 4);
	refs_add(r, a, RefHead, 1, "HEAD", 4);
	refs_add(r, a, RefBad, 0, "bad", 3);  /* bisect's: before the remotes, not folded away */
	snprintf(want, sizeof(want), "%d:HEAD* %d:main* %d:alpha %d:zeta %d:bad %d:origin/main "
	         "%d:v1 %d:v2 %d:notes/commits %d:stash", RefHead, RefBranch, RefBranch,
	         RefBranch, RefBad, RefRemote, RefTag, RefTag, RefOther, RefOther);
	expect(!strcmp(refs_list(r, a), want), "a: \"%s\", want \"%s\"", refs_list(r, a), want);
	snprintf(want, sizeof(want), "%d:other %d:v0", RefBranch, RefTag);
	expect(!strcmp(refs_list(r, b), want), "b: \"%s\", want \"%s\"", refs_list(r, b), want);
	expect(refs_first(r, c) == -1 && refs_first(r, none) == -1, "c has refs");
	expect(refs_count(r) == 12, "count %d", refs_count(r));
	k = refs_first(r, a);
	expect(k >= 0 && !memcmp(refs_id(r, k), a, 20), "refs_id of a's first ref");
	refs_free(r);
	/* the current branch added first stays first */
	r = refs_new(20);
	refs_add(r, a, RefTag, 0, "t", 1);
	refs_add(r, a, RefBranch, 1, "cur", 3);
	refs_add(r, a, RefBranch, 0, "b2", 2);
	refs_add(r, a, RefBranch, 0, "a1", 2);
	snprintf(want, sizeof(want), "%d:cur* %d:b2 %d:a1 %d:t", RefBranch, RefBranch,
	         RefBranch, RefTag);
	expect(!strcmp(refs_list(r, a), want), "current first: \"%s\", want \"%s\"",
	       refs_list(r, a), want);
	refs_free(r);
	end();

	begin("refs: growth past 1000 refs keeps every list, names and ids");
	r = refs_new(20);
	/* 3000 refs on 1200 commits: commit i gets i % 4 refs (0..3), and
	 * names long enough that the name store moves */
	cnt = 0;
	for (i = 0; i < 1200; i++) {
		mkid(5000 + i, id);
		for (k = 0; k < i % 4; k++) {
			n = snprintf(name, sizeof(name), "branch-%04d-%d-%s", i, k,
			             "padding-padding-padding");
			refs_add(r, id, k == 0 ? RefTag : RefBranch, 0, name, n);
			cnt++;
		}
	}
	expect(refs_count(r) == cnt, "count %d, want %d", refs_count(r), cnt);
	ok = 1;
	for (i = 0; i < 1200 && ok; i++) {
		mkid(5000 + i, id);
		n = 0;
		for (k = refs_first(r, id); k >= 0 && n < 10; k = refs_next(r, k)) {
			/* branches (added as k = 1, 2) before the tag (k = 0) */
			int j = n < (i % 4) - 1 ? n + 1 : 0;

			snprintf(name, sizeof(name), "branch-%04d-%d-%s", i, j,
			         "padding-padding-padding");
			ok &= expect(!strcmp(refs_name(r, k), name), "commit %d ref %d is "
			             "\"%s\", want \"%s\"", i, n, refs_name(r, k), name);
			ok &= expect(!memcmp(refs_id(r, k), id, 20), "commit %d ref %d: wrong id", i, n);
			ok &= expect(refs_kind(r, k) == (j == 0 ? RefTag : RefBranch),
			             "commit %d ref %d: kind %d", i, n, refs_kind(r, k));
			n++;
		}
		ok &= expect(n == i % 4, "commit %d has %d refs, want %d", i, n, i % 4);
	}
	/* commits with no refs, many of them: every probe ends */
	for (i = 0; i < 20000 && ok; i++) {
		mkid(100000 + i, id);
		ok &= expect(refs_first(r, id) == -1, "commit %d with no refs found %d", i,
		             refs_first(r, id));
	}
	/* ids that share the first bytes (the hash) with a ref'd commit */
	mkid(5001, id);
	id[19] ^= 1;
	expect(refs_first(r, id) == -1, "an id differing in the last byte found a ref");
	refs_free(r);
	end();

	begin("refs: 32-byte ids (SHA-256)");
	r = refs_new(32);
	memset(id, 0x11, 32);
	memcpy(id2, id, 32);
	id2[31] = 0x12;
	refs_add(r, id, RefTag, 0, "v1", 2);
	refs_add(r, id2, RefBranch, 1, "main", 4);
	snprintf(want, sizeof(want), "%d:v1", RefTag);
	expect(!strcmp(refs_list(r, id), want), "id: \"%s\"", refs_list(r, id));
	snprintf(want, sizeof(want), "%d:main*", RefBranch);
	expect(!strcmp(refs_list(r, id2), want), "id2: \"%s\"", refs_list(r, id2));
	refs_free(r);
	end();
}

/*
 * Walks. The graph, newest first (rows in the order added):
 *
 *   13           main tip (row 0)
 *   15 - 14      a second tip on 2, listed (--all)
 *   12           MERGE2 of 6 and 11: brings topic U in
 *   11 10        U2, UMERGE of 9 and 8: subtopic V merged into U
 *    9  8        U1b and V1, both on U1
 *    7           U1 on 6
 *    6           M3
 *    5           MERGE1 of 2 and 4: brings topic T in
 *    4  3        T2 on T1 on 1
 *    2  1  0     M2, M1, the root M0
 *
 * First-parent line of row 0: 13 12 6 5 2 1 0. Tagged: 1, 4, 8, 12.
 */
static const int wpar[16][3] = {  /* parents; -1 ends */
	{ -1 }, { 0, -1 }, { 1, -1 }, { 1, -1 }, { 3, -1 }, { 2, 4, -1 },
	{ 5, -1 }, { 6, -1 }, { 7, -1 }, { 7, -1 }, { 9, 8, -1 }, { 10, -1 },
	{ 6, 11, -1 }, { 12, -1 }, { 2, -1 }, { 14, -1 },
};
static const int worder[] = { 13, 15, 14, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0 };

typedef struct {
	const Graph *g;
	int tagged[16];
	int calls;
} TagSet;

static int
tagmark(int c, void *arg)
{
	TagSet *t = arg;
	int i;

	t->calls++;
	for (i = 0; i < 16; i++)
		if (t->tagged[i] && gid(t->g, i) == c)
			return 1;
	return 0;
}

static Graph *
walkgraph(void)
{
	Graph *g = graph_new(20, 0, 8);
	unsigned int i;
	int n;

	for (i = 0; i < LEN(worder); i++) {
		for (n = 0; wpar[worder[i]][n] >= 0; n++)
			;
		addn(g, worder[i], wpar[worder[i]], n);
	}
	graph_done(g);
	return g;
}

/* the commit number (as in the picture) of graph commit c, or -1 */
static int
wnum(const Graph *g, int c)
{
	int i;

	if (c < 0)
		return -1;
	for (i = 0; i < 16; i++)
		if (gid(g, i) == c)
			return i;
	return -100 - c;
}

/* run a walk with a budget at a time; returns the steps taken (calls to
 * walk_step until it said 1) */
static int
runwalk(Walk *w, int budget, TagSet *t, int stop)
{
	int steps = 0;

	while (steps < 10000 && !walk_step(w, budget, t ? tagmark : NULL, t, stop))
		steps++;
	return steps + 1;
}

static void
test_walks(void)
{
	/* commit, Follows (nearest tagged ancestor), Precedes (nearest tagged
	 * descendant), Merged by */
	static const struct { int c, follows, precedes, mergedby, follows2; } cases[] = {
		{ 0, -1, 1, -1, 0 },    /* the root, on the main line */
		{ 1, -1, 4, -1, 0 },    /* tagged itself: that does not count */
		{ 2, 1, 12, -1, 0 },    /* on the main line */
		{ 3, 1, 4, 5, 0 },      /* T1: merged by MERGE1 */
		{ 4, 1, 12, 5, 0 },     /* T2, tagged, merged by MERGE1 */
		{ 5, 4, 12, -1, 0 },    /* MERGE1 itself is on the main line */
		{ 6, 4, 12, -1, 0 },
		{ 7, 4, 8, 12, 0 },     /* U1 */
		{ 8, 4, 12, 12, 0 },    /* V1: in U, in main: the outer merge */
		{ 9, 4, 12, 12, 0 },
		{ 10, 8, 12, 12, 0 },   /* UMERGE */
		{ 11, 8, 12, 12, 0 },   /* U2 */
		{ 12, 4, -1, -1, 8 },  /* 4 and 8 both 3 away: either */
		{ 13, 12, -1, -1, 0 },  /* row 0 */
		{ 14, 1, -1, -1, 0 },   /* only on the second tip: no Merged by */
		{ 15, 1, -1, -1, 0 },
	};
	static const int budgets[] = { 1000000, 1, 2, 3 };
	Graph *g = walkgraph();
	TagSet t;
	Walk *up, *down;
	unsigned int i, b;
	int c, f, p, m, steps;

	memset(&t, 0, sizeof(t));
	t.g = g;
	t.tagged[1] = t.tagged[4] = t.tagged[8] = t.tagged[12] = 1;

	begin("walks: the hand-made graph has the rows drawn above");
	expect(graph_rows(g) == 16, "%d rows", graph_rows(g));
	expect(graph_commit(g, 0) == gid(g, 13), "row 0 is commit %d, want 13",
	       wnum(g, graph_commit(g, 0)));
	end();

	for (b = 0; b < LEN(budgets); b++) {
		char title[120];

		snprintf(title, sizeof(title), "walks: Follows, Precedes, Merged by "
		         "(budget %d a step)", budgets[b]);
		begin(title);
		for (i = 0; i < LEN(cases); i++) {
			c = gid(g, cases[i].c);
			up = walk_new(g, c, 1);
			down = walk_new(g, c, 0);
			steps = runwalk(up, budgets[b], &t, 1);
			runwalk(down, budgets[b], &t, 0);
			f = wnum(g, walk_found(up));
			p = wnum(g, walk_found(down));
			m = wnum(g, graph_mergedby(g, down, c));
			expect(f == cases[i].follows || (cases[i].follows2 && f == cases[i].follows2),
			       "commit %d: Follows %d, want %d",
			       cases[i].c, f, cases[i].follows);
			expect(p == cases[i].precedes, "commit %d: Precedes %d, want %d",
			       cases[i].c, p, cases[i].precedes);
			expect(m == cases[i].mergedby, "commit %d: Merged by %d, want %d",
			       cases[i].c, m, cases[i].mergedby);
			/* a walk that is over stays over, its answer kept */
			expect(walk_step(up, 5, tagmark, &t, 1) == 1 &&
			       wnum(g, walk_found(up)) == f, "commit %d: a finished walk moved", cases[i].c);
			if (budgets[b] == 1 && cases[i].c == 11)
				expect(steps > 1, "commit 11 up: done in %d step of 1", steps);
			walk_free(up);
			walk_free(down);
		}
		end();
	}

	begin("walks: walk_has is the set of listed ancestors / descendants");
	up = walk_new(g, gid(g, 11), 1);
	down = walk_new(g, gid(g, 7), 0);
	expect(walk_has(up, gid(g, 11)) && walk_has(down, gid(g, 7)), "start not in its walk");
	runwalk(up, 1000, NULL, 0);
	runwalk(down, 1000, NULL, 0);
	{
		static const int anc11[16] = { 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0 };
		static const int des7[16] = { 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 0, 0 };

		for (i = 0; i < 16; i++) {
			expect(walk_has(up, gid(g, i)) == anc11[i], "ancestors of 11: has %d is %d",
			       i, walk_has(up, gid(g, i)));
			expect(walk_has(down, gid(g, i)) == des7[i], "descendants of 7: has %d is %d",
			       i, walk_has(down, gid(g, i)));
		}
	}
	expect(walk_found(up) == -1, "no mark: found %d", walk_found(up));
	walk_free(up);
	walk_free(down);
	expect(walk_found(NULL) == -1 && walk_has(NULL, 0) == 0, "NULL walk");
	walk_free(NULL);
	end();

	/* gitk's nearest tags: 8 stands between 2 and 12 (BFS meets 12 first
	 * from 2, 4 first from 12); 4 and 1 both before 9 */
	begin("walks: walk_nearest keeps the tagged commits no other one hides");
	{
		static const struct { int c, up[3], down[3]; } near[] = {
			{ 12, { 8, -1 }, { -1 } }, { 2, { 1, -1 }, { 8, -1 } },
			{ 3, { 1, -1 }, { 4, -1 } }, { 9, { 4, -1 }, { 12, -1 } },
			{ 0, { -1 }, { 1, -1 } }, { 13, { 12, -1 }, { -1 } },
			{ 14, { 1, -1 }, { -1 } },
		};
		int got[4], n, k, dir;
		const int *want;

		for (i = 0; i < LEN(near); i++) {
			for (dir = 0; dir < 2; dir++) {
				want = dir ? near[i].down : near[i].up;
				up = walk_new(g, gid(g, near[i].c), !dir);
				expect(walk_nearest(up, got, 4) == 0, "%d: nearest before the end",
				       near[i].c);
				runwalk(up, 2, &t, !dir);
				n = walk_nearest(up, got, 4);
				for (k = 0; k < n && want[k] == wnum(g, got[k]); k++)
					;
				expect(k == n && want[n] == -1, "%d %s: %d nearest, the first %d",
				       near[i].c, dir ? "down" : "up", n, n ? wnum(g, got[0]) : -1);
				walk_free(up);
			}
		}
	}
	end();

	begin("walks: stop ends at the first tagged commit; without stop the first stays");
	up = walk_new(g, gid(g, 13), 1);
	runwalk(up, 1000, &t, 1);
	expect(wnum(g, walk_found(up)) == 12, "found %d", wnum(g, walk_found(up)));
	expect(!walk_has(up, gid(g, 0)), "a stopped walk went on to the root");
	walk_free(up);
	up = walk_new(g, gid(g, 13), 1);
	runwalk(up, 1000, &t, 0);
	expect(wnum(g, walk_found(up)) == 12, "found %d without stop", wnum(g, walk_found(up)));
	expect(walk_has(up, gid(g, 0)), "a walk without stop did not reach the root");
	walk_free(up);
	end();

	graph_free(g);

	begin("walks: unlisted parents (A..B) are not walked; Merged by with one row");
	{
		static const int p0[] = { 0 }, p1[] = { 1 };
		int c2;

		g = graph_new(20, 0, 8);
		addn(g, 2, p1, 1);
		addn(g, 1, p0, 1);  /* 0 never listed: the boundary of 1..2 */
		graph_done(g);
		memset(&t, 0, sizeof(t));
		t.g = g;
		t.tagged[0] = 1;
		c2 = gid(g, 2);
		up = walk_new(g, c2, 1);
		runwalk(up, 1, &t, 1);
		expect(walk_found(up) == -1, "found unlisted commit %d", walk_found(up));
		expect(!walk_has(up, gid(g, 0)), "walked to the unlisted parent");
		walk_free(up);
		down = walk_new(g, gid(g, 1), 0);
		runwalk(down, 1, &t, 0);
		expect(graph_mergedby(g, down, gid(g, 1)) == -1, "1 on the line: %d",
		       graph_mergedby(g, down, gid(g, 1)));
		walk_free(down);
		graph_free(g);
	}
	end();
}

/* graph_filter */

static void
bf_id(int i, unsigned char *id)
{
	memset(id, 0x3C, 20);
	id[0] = (unsigned char)(i * 37 + 11);
	id[1] = (unsigned char)i;
	id[19] = 0x77;
}

/* a graph of n commits in row order 0..n-1; par[i] lists the parents of
 * commit i (by row), -1 ended */
static Graph *
bf_graph(int n, const int (*par)[6], const int *boundary)
{
	Graph *g = graph_new(20, 0, 8);
	unsigned char id[20], p[6 * 20];
	int i, j;

	for (i = 0; i < n; i++) {
		bf_id(i, id);
		for (j = 0; par[i][j] >= 0; j++)
			bf_id(par[i][j], p + 20 * j);
		graph_add(g, id, p, j, boundary && boundary[i] ? GraphBoundary : 0);
	}
	graph_done(g);
	return g;
}

/* which of the n commits (by bf_id) an id is, or -1 */
static int
bf_which(const unsigned char *id, int n)
{
	unsigned char want[20];
	int i;

	for (i = 0; i < n; i++) {
		bf_id(i, want);
		if (!memcmp(id, want, 20))
			return i;
	}
	return -1;
}

/*
 * Filter the n-commit graph to keepers (-1 ended, by row); want[k] lists
 * the parents (by original row, -1 ended) that keeper k must have, in
 * order. Checks the rows, their order, the parents and that each parent
 * is listed.
 */
static void
bf_check(const char *what, int n, const int (*par)[6], const int *boundary,
         const int *keepers, const int (*want)[6])
{
	Graph *g = bf_graph(n, par, boundary), *f;
	unsigned char *keep = calloc(graph_size(g) + 1, 1), id[20];
	int i, k, nk, c, fc, j, np, got[16], ngot;
	char gs[128], ws[128];
	size_t gn, wn;

	for (nk = 0; keepers[nk] >= 0; nk++) {
		bf_id(keepers[nk], id);
		keep[graph_find(g, id)] = 1;
	}
	expect(graph_rows(g) == n, "%s: the graph has %d rows, want %d", what,
	       graph_rows(g), n);
	for (i = 0; i < n; i++)
		expect(bf_which(graph_id(g, graph_commit(g, i)), n) == i,
		       "%s: the unfiltered row %d is not commit %d", what, i, i);
	f = graph_filter(g, keep);
	if (!expect(f != NULL, "%s: no graph", what))
		goto out;
	expect(graph_rows(f) == nk, "%s: %d rows, want %d", what, graph_rows(f), nk);
	for (k = 0; k < nk && k < graph_rows(f); k++) {
		fc = graph_commit(f, k);
		c = bf_which(graph_id(f, fc), n);
		if (!expect(c == keepers[k], "%s: row %d is commit %d, want %d", what, k,
		            c, keepers[k]))
			continue;
		np = graph_nparents(f, fc);
		for (j = ngot = 0; j < np && ngot < 16; j++) {
			int pc = graph_parent(f, fc, j);

			got[ngot++] = bf_which(graph_id(f, pc), n);
			expect(graph_row(f, pc) >= 0, "%s: commit %d's parent %d is not listed",
			       what, c, got[ngot - 1]);
		}
		gn = wn = 0;
		gs[0] = ws[0] = '\0';
		for (j = 0; j < ngot; j++)
			gn += snprintf(gs + gn, sizeof(gs) - gn, " %d", got[j]);
		for (j = 0; want[k][j] >= 0; j++)
			wn += snprintf(ws + wn, sizeof(ws) - wn, " %d", want[k][j]);
		expect(!strcmp(gs, ws), "%s: commit %d has parents [%s ], want [%s ]", what,
		       c, gs, ws);
		expect(!!(graph_flags(f, fc) & GraphBoundary) ==
		       !!(boundary && boundary[c]), "%s: commit %d's boundary flag", what, c);
	}
	graph_free(f);
out:
	graph_free(g);
	free(keep);
}

static void
test_graph_filter(void)
{
	/* rows 0..9: a chain, 0 the newest */
	static const int chain[10][6] = {
		{ 1, -1 }, { 2, -1 }, { 3, -1 }, { 4, -1 }, { 5, -1 },
		{ 6, -1 }, { 7, -1 }, { 8, -1 }, { 9, -1 }, { -1 },
	};
	/* 0 M(1, 3); 1 A(2); 2 A0(5); 3 B(4); 4 B0(5); 5 base(6); 6 root */
	static const int merge[7][6] = {
		{ 1, 3, -1 }, { 2, -1 }, { 5, -1 }, { 4, -1 }, { 5, -1 }, { 6, -1 }, { -1 },
	};
	/* 0 M(1, 2); 1 A(3); 2 B(4); 3 root1; 4 root2 */
	static const int tworoots[5][6] = {
		{ 1, 2, -1 }, { 3, -1 }, { 4, -1 }, { -1 }, { -1 },
	};
	/* 0 top(1); 1 O(2, 3, 4, 5); 2..5 P1..P4 (6); 6 base(7); 7 root */
	static const int octo[8][6] = {
		{ 1, -1 }, { 2, 3, 4, 5, -1 }, { 6, -1 }, { 6, -1 }, { 6, -1 }, { 6, -1 },
		{ 7, -1 }, { -1 },
	};
	/* 0 top(1); 1 mid(2); 2 bnd: a --boundary commit */
	static const int withbnd[3][6] = { { 1, -1 }, { 2, -1 }, { -1 } };
	static const int bnd[3] = { 0, 0, 1 };

	begin("graph_filter: a linear chain");
	{
		static const int keep[] = { 0, 3, 4, 8, -1 };
		static const int want[4][6] = { { 3, -1 }, { 4, -1 }, { 8, -1 }, { -1 } };
		bf_check("chain", 10, chain, NULL, keep, want);
	}
	{
		static const int keep[] = { 2, 9, -1 };  /* the newest dropped */
		static const int want[2][6] = { { 9, -1 }, { -1 } };
		bf_check("chain tail", 10, chain, NULL, keep, want);
	}
	{
		static const int keep[] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, -1 };
		static const int want[10][6] = {
			{ 1, -1 }, { 2, -1 }, { 3, -1 }, { 4, -1 }, { 5, -1 },
			{ 6, -1 }, { 7, -1 }, { 8, -1 }, { 9, -1 }, { -1 },
		};
		bf_check("chain all kept", 10, chain, NULL, keep, want);
	}
	{
		static const int keep[] = { 5, -1 };
		static const int want[1][6] = { { -1 } };
		bf_check("chain one kept", 10, chain, NULL, keep, want);
	}
	end();

	begin("graph_filter: a merge with a side filtered out");
	{
		/* the side B, B0 out: M's second parent is base, through them */
		static const int keep[] = { 0, 1, 5, -1 };
		static const int want[3][6] = { { 1, 5, -1 }, { 5, -1 }, { -1 } };
		bf_check("merge, side out", 7, merge, NULL, keep, want);
	}
	{
		/* both sides out: one parent, base, not twice */
		static const int keep[] = { 0, 5, 6, -1 };
		static const int want[3][6] = { { 5, -1 }, { 6, -1 }, { -1 } };
		bf_check("merge, both sides out", 7, merge, NULL, keep, want);
	}
	{
		/* the merge itself out: the sides stand alone */
		static const int keep[] = { 1, 3, 6, -1 };
		static const int want[3][6] = { { 6, -1 }, { 6, -1 }, { -1 } };
		bf_check("merge out", 7, merge, NULL, keep, want);
	}
	{
		/* a side that leads to nothing kept adds no parent */
		static const int keep[] = { 0, 1, 3, -1 };
		static const int want[3][6] = { { 1, -1 }, { 3, -1 }, { -1 } };
		bf_check("merge, side to an unkept root", 5, tworoots, NULL, keep, want);
	}
	end();

	begin("graph_filter: an octopus");
	{
		static const int keep[] = { 0, 1, 2, 4, 6, -1 };
		static const int want[5][6] = {
			{ 1, -1 }, { 2, 6, 4, -1 }, { 6, -1 }, { 6, -1 }, { -1 },
		};
		bf_check("octopus, two arms out", 8, octo, NULL, keep, want);
	}
	{
		static const int keep[] = { 0, 2, 3, 4, 5, 7, -1 };  /* O and base out */
		static const int want[6][6] = {
			{ 2, 3, 4, 5, -1 }, { 7, -1 }, { 7, -1 }, { 7, -1 }, { 7, -1 }, { -1 },
		};
		bf_check("octopus out: its child takes its arms", 8, octo, NULL, keep, want);
	}
	{
		static const int keep[] = { 1, 7, -1 };
		static const int want[2][6] = { { 7, -1 }, { -1 } };
		bf_check("octopus, every arm out", 8, octo, NULL, keep, want);
	}
	end();

	begin("graph_filter: a boundary commit stays one");
	{
		static const int keep[] = { 0, 2, -1 };
		static const int want[2][6] = { { 2, -1 }, { -1 } };
		bf_check("boundary", 3, withbnd, bnd, keep, want);
	}
	end();
}

/* graph_findprefix against a scan of every id: random ids (rehashed
 * several times), prefixes of every length from 1 to 40 digits, two ids
 * that share 9 digits, twelve that begin ffffff, and a parent that is
 * named but not listed */
static int
scanprefix(const Graph *g, const unsigned char *want, int nibbles)
{
	int c, k, found = -1;
	const unsigned char *id;

	for (c = 0; c < graph_size(g); c++) {
		id = graph_id(g, c);
		for (k = 0; k < nibbles; k++)
			if ((k % 2 ? id[k / 2] & 15 : id[k / 2] >> 4) !=
			    (k % 2 ? want[k / 2] & 15 : want[k / 2] >> 4))
				break;
		if (k < nibbles || graph_row(g, c) < 0)
			continue;
		if (found >= 0)
			return -2;
		found = c;
	}
	return found;
}

static void
test_graph_findprefix(void)
{
	enum { N = 3000 };
	Graph *g = graph_new(20, 0, 8);
	unsigned char ids[N][20], want[20], par[20];
	int i, j, n, ok = 1;

	begin("graph_findprefix: equal to a scan for every prefix length");
	rngseed(7);
	for (i = 0; i < N; i++) {
		for (j = 0; j < 20; j++)
			ids[i][j] = rnd(256);
		if (i == 1)  /* shares 9 digits with commit 0 */
			memcpy(ids[1], ids[0], 5), ids[1][4] = (ids[0][4] & 0xf0) | (~ids[0][4] & 15);
		if (i >= 2 && i < 14)  /* homes in the last slot: the run wraps to the first */
			ids[i][0] = ids[i][1] = ids[i][2] = 0xff;
		memcpy(par, ids[i], 20);
		par[19] ^= 0x5a;  /* named, never listed */
		graph_add(g, ids[i], par, i % 3 ? 1 : 0, 0);
	}
	for (i = 0; i < N && ok; i += i < 20 ? 1 : 37)
		for (n = 1; n <= 40 && ok; n++) {
			memcpy(want, ids[i], 20);
			if (i % 2)
				want[19] ^= 0x5a;  /* the unlisted parent's id */
			ok &= expect(graph_findprefix(g, want, n) == scanprefix(g, want, n),
			             "commit %d, %d digits: %d, a scan says %d", i, n,
			             graph_findprefix(g, want, n), scanprefix(g, want, n));
		}
	expect(graph_findprefix(g, ids[0], 9) == -2, "9 shared digits are not ambiguous");
	expect(graph_findprefix(g, ids[0], 10) == graph_find(g, ids[0]), "10 digits do not find it");
	graph_free(g);
	end();
}

/* a table that grows while commits come (moved to a bigger one a few
 * ids at a time): every id found, by its prefix too, after each commit;
 * and a graph of ids alone made while ids are being moved (at 1,506
 * commits: from 1,420 to about 1,775) still finds them all */
static void
test_graph_growth(void)
{
	enum { N = 1506 };
	unsigned char me[20], par[20], id[20], x[20];
	char why[200] = "";
	Graph *g = graph_new(20, 0, 8);
	int i, k, c;

	begin("graph: the id table, growing, finds every id at every step");
	mkid(N + 7, x);
	for (i = 0; i < N && !why[0]; i++) {
		mkid(i, me), mkid(i + 1, par);
		graph_add(g, me, par, 1, 0);
		for (k = i + 1; k >= 0 && !why[0]; k = k > 64 ? k - 1 - k / 8 : k - 1) {
			mkid(k, id);
			c = graph_find(g, id);
			if (c != k || (k <= i && (graph_findprefix(g, id, 40) != k ||
			                          graph_findprefix(g, id, 16) != k)))
				snprintf(why, sizeof(why), "after %d commits: id %d found as %d, by its "
				         "prefix as %d", i + 1, k, c, graph_findprefix(g, id, 40));
		}
		if (!why[0] && graph_find(g, x) != -1)
			snprintf(why, sizeof(why), "after %d commits: an unknown id found", i + 1);
	}
	graph_idsonly(g);
	for (k = 0; k <= N && !why[0]; k++) {
		mkid(k, id);
		if (graph_find(g, id) != k)
			snprintf(why, sizeof(why), "ids alone: id %d found as %d", k, graph_find(g, id));
	}
	expect(!why[0], "%s", why);
	graph_free(g);
	end();
}

/* git log -g: a row each time a commit comes, the first one found by id */
static void
test_graph_entries(void)
{
	Graph *g = graph_new(20, GraphKeepOrder | GraphEntries, 8);
	unsigned char id[20];
	int i, first;

	begin("graph: GraphEntries lists a commit as often as it comes");
	for (i = 0; i < 200; i++)  /* past a rehash or two */
		addn(g, i % 3 == 2 ? 1 : i, NULL, 0);
	mkid(1, id);
	first = graph_find(g, id);
	expect(graph_rows(g) == 200, "%d rows of 200 entries", graph_rows(g));
	expect(first == graph_commit(g, 1), "graph_find names commit %d, row 1's is %d",
	       first, graph_commit(g, 1));
	expect(graph_commit(g, 2) != first && !memcmp(graph_id(g, graph_commit(g, 2)), id, 20),
	       "row 2 is not a second entry of commit 1");
	expect(graph_findprefix(g, id, 16) == first, "prefix: %d", graph_findprefix(g, id, 16));
	graph_free(g);
	end();
}

void
unit_graph(void)
{
	test_graph_basics();
	test_graph_layout_line();
	test_graph_skew();
	test_graph_cycle();
	test_graph_random_order();
	test_graph_topo_kept();
	test_graph_keeporder();
	test_graph_lanes();
	test_graph_layout_any_order();
	test_graph_incremental();
	test_graph_reset();
	test_graph_cut();
	test_graph_children();
	test_graph_children_skew();
	test_refs_map();
	test_walks();
	test_graph_filter();
	test_graph_findprefix();
	test_graph_growth();
	test_graph_entries();
}
