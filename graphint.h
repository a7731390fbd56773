/* See LICENSE file for copyright and license details.
 *
 * graphint.h: the Graph that graph.c (the DAG) and lanes.c (its lanes)
 * share and graph.h keeps opaque. Needs <stdint.h> and graph.h first.
 */

#define NONE    UINT32_MAX

/* Graph.flags: graph_add's flags as given (GraphBoundary...), and */
enum {
	Arrived = 1 << 4,  /* listed, not only seen as a parent */
	Mark = 1 << 5,     /* fixup's: to move */
	Merge = 1 << 6,    /* two parents or more: they are in Graph.side */
	Again = 1 << 7,    /* GraphEntries: a commit listed before, not in the id table */
};
#define KEPTFLAGS  (GraphBoundary | GraphLeft | GraphRight | GraphSame)

/*
 * A commit's parents and children without an array per edge: most
 * commits have one parent and one child, each held in the commit. The
 * rest is in Graph.side, three words a node: its parent, the parent's
 * next child edge after it, its child. A merge's parents are nodes
 * there after their count; a commit's second child and more, of one
 * parent, are nodes alone. An edge is named by its child when it is in
 * the commits (a parent's first child, of one parent), else by SIDE |
 * its node's place in Graph.side:
 *
 *	side[o]          a merge's parents, k
 *	side[o + 1 + 3i] its parent i, that parent's next child edge, the
 *	                 merge
 */
#define SIDE    0x80000000u

typedef struct {
	uint32_t par;    /* its parent; with Merge, o in Graph.side; NONE: none */
	uint32_t kid;    /* its newest child edge, or NONE */
	uint32_t row;    /* its row, or NONE while not listed */
} Commit;

typedef struct {
	uint32_t *want;  /* the commit each lane waits for, or NONE */
	uint32_t *kid;   /* the last commit whose line joined the lane */
	unsigned char *colour;
	int n, cap;
	unsigned int rotor;  /* where the next colour choice starts */
	/* lines cut (lanes_cut), to come back above their parent */
	uint32_t *pwant, *pkid;
	unsigned char *pcolour;
	int np, pcap;
} Lanes;

struct Graph {
	int hashlen, opts, ncolours, done;
	unsigned char *ids;   /* hashlen bytes per commit */
	Commit *c;
	unsigned char *flags; /* per commit */
	int n, cap;
	uint32_t *side;       /* merges' parents, children past one (above) */
	size_t nside, sidecap;
	size_t nedges;        /* parent edges, for graph_edges */
	uint32_t *order;      /* commit at each row */
	int rows, ordercap;
	uint32_t *hash;       /* the id table (graph.c) */
	uint32_t lastpar;     /* the last commit added's first parent, or NONE */
	uint32_t hsize, hidx;
	struct {              /* the table grown out of: commits 0 to left - 1 are in it alone */
		uint32_t *hash, hsize, hidx;
		int left;
	} old;
	int changed;          /* first row changed since graph_changed */

	/* layout (lanes.c) */
	Lanes cur;            /* lane state before row currow */
	int currow;           /* -1: cur is not valid */
	uint32_t *cp;         /* checkpoints: n, rotor, n wants, n colours */
	size_t cplen, cpcap;
	size_t *cpoff;        /* where checkpoint k starts in cp */
	int ncp, cpoffcap;
	Cell *cells;          /* the row being laid out */
	uint32_t *ends;       /* per cell with an arrow: the far end */
	int ncells;
	int mingap, stub;     /* lanes_cut; mingap 0: no cuts */
	int maxlanes;         /* more open: cut more (0: no limit) */
	int openrow;          /* the first row where a cut waits on rows to */
	int openneed;         /* come: relaid when there are this many */

	uint32_t *stack, *tmp;  /* scratch for fixup */
	int nstack, stackcap, tmpcap;
};

static inline int
nparentsof(const Graph *g, uint32_t c)
{
	return g->flags[c] & Merge ? (int)g->side[g->c[c].par] : g->c[c].par != NONE;
}

static inline uint32_t
parentof(const Graph *g, uint32_t c, int i)
{
	return g->flags[c] & Merge ? g->side[g->c[c].par + 1 + 3 * i] : g->c[c].par;
}

/* the child of edge e, and the next edge to the same parent */
static inline uint32_t
kidof(const Graph *g, uint32_t e)
{
	return e & SIDE ? g->side[(e & ~SIDE) + 2] : e;
}

static inline uint32_t
nextkid(const Graph *g, uint32_t e)
{
	return e & SIDE ? g->side[(e & ~SIDE) + 1] : NONE;
}

/* rows from row on moved or changed: graph_changed reports it, and what
 * the layout kept from there on is dropped (lanes.c) */
void lanes_touch(Graph *g, int row);
