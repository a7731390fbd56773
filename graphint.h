/* See LICENSE file for copyright and license details.
 *
 * graphint.h: the Graph that graph.c (the DAG) and lanes.c (its lanes)
 * share and graph.h keeps opaque. Needs <stdint.h> and graph.h first.
 */

#define NONE    UINT32_MAX

/* Commit.flags: graph_add's flags as given (GraphBoundary...), and */
enum {
	Arrived = 1 << 4,  /* listed, not only seen as a parent */
	Mark = 1 << 5,     /* fixup's: to move */
};
#define KEPTFLAGS  (GraphBoundary | GraphLeft | GraphRight | GraphSame)

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
	uint32_t lastpar;     /* the last commit added's first parent, or NONE */
	uint32_t hmask;
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
	int mingap, stub;     /* graph_cut; mingap 0: no cuts */
	int maxlanes;         /* more open: cut more (0: no limit) */
	int openrow;          /* the first row where a cut waits on rows to */
	int openneed;         /* come: relaid when there are this many */

	uint32_t *stack, *tmp;  /* scratch for fixup */
	int nstack, stackcap, tmpcap;
};

/* rows from row on moved or changed: graph_changed reports it, and what
 * the layout kept from there on is dropped (lanes.c) */
void graph_touch(Graph *g, int row);
