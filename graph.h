/* See LICENSE file for copyright and license details. */

/*
 * The commit DAG in the order it is shown (graph.c), and its lanes as
 * data (lanes.c). Commits are numbered in the order their ids are first
 * seen (as a commit or as a parent); rows are the order they are listed in.
 */
typedef struct Graph Graph;

enum {  /* graph_add flags: bits 0-3, kept as given (graphint.h) */
	GraphBoundary = 1 << 0,  /* a --boundary commit: hollow, no parents */
	GraphLeft = 1 << 1,      /* --left-right: of the left side (<) */
	GraphRight = 1 << 2,     /* of the right side (>) */
	GraphSame = 1 << 3,      /* --cherry-mark: an equivalent on the other side (=) */
};

enum {  /* graph_new options */
	GraphKeepOrder = 1 << 0, /* trust git's order: no topological fix-up */
	GraphEntries = 1 << 1,   /* a row each time a commit comes (git log -g) */
};

/* what one lane cell of a row holds: the upper half, then the lower */
enum {
	CellUp    = 1 << 0,  /* line from the top to the middle */
	CellDot   = 1 << 1,  /* the commit itself */
	CellDown  = 1 << 2,  /* line from the middle to the bottom */
	CellFrom  = 1 << 3,  /* line from the dot to this cell's bottom */
	CellTo    = 1 << 4,  /* line from this cell's middle to the dot
	                        column's bottom: a lane joining the commit's */
	CellStub  = 1 << 5,  /* on the dot: parents outside the view */
	CellHollow = 1 << 6, /* on the dot: a boundary commit */
	/* a line cut for its length (lanes_cut): */
	CellCutDown = 1 << 7,  /* the lower half ends in a down arrow */
	CellCutUp  = 1 << 8,   /* the upper half starts with an up arrow */
	CellLeft   = 1 << 9,   /* the lower half goes to the bottom of the
	                          column to the left: a lane packed left */
};

typedef struct {
	unsigned short flags;
	unsigned char up;    /* colour of the upper line */
	unsigned char down;  /* colour of the lower line (CellDown) */
	unsigned char join;  /* colour of the diagonal (CellFrom, CellTo) */
	unsigned char arrow; /* colour of the arrow (CellCutDown, CellCutUp) */
} Cell;

Graph *graph_new(int hashlen, int opts, int ncolours);
void graph_free(Graph *g);
/* all but the ids and their table freed: graph_find and graph_free alone
 * may be called on it after (what a reload keeps to tell what is new) */
void graph_idsonly(Graph *g);
/* empty, its memory kept, for a history of the same hash length */
void graph_reset(Graph *g, int opts);
/* room for n commits and npar parent edges: no growth while they come */
void graph_reserve(Graph *g, int n, size_t npar);
size_t graph_edges(const Graph *g);   /* parent edges held */
int graph_hashlen(const Graph *g);

int graph_add(Graph *g, const unsigned char *id,
              const unsigned char *parents, int nparents, int flags);
void graph_done(Graph *g);      /* git finished: absent parents are out */
int graph_find(const Graph *g, const unsigned char *id);
/* the listed commit whose id starts with nibbles hex digits of want:
 * -1 none, -2 more than one */
int graph_findprefix(const Graph *g, const unsigned char *want, int nibbles);

int graph_rows(const Graph *g);
int graph_size(const Graph *g);             /* commits numbered so far */
int graph_commit(const Graph *g, int row);  /* commit at a row */
int graph_row(const Graph *g, int c);       /* row of a commit, or -1 */
const unsigned char *graph_id(const Graph *g, int c);
int graph_nparents(const Graph *g, int c);
int graph_parent(const Graph *g, int c, int i);
int graph_flags(const Graph *g, int c);
/* the children listed so far: fills out[0..max), returns how many */
int graph_children(const Graph *g, int c, int *out, int max);

/* the first row whose place or lanes changed since the last call */
int graph_changed(Graph *g);

/* a row's lanes into cells[0..cap): how many it has (maybe more than
 * cap); *col is the commit's. Work never grows with the history */
int lanes_layout(Graph *g, int row, Cell *cells, int cap, int *col);
/* lay out about budget rows past the last checkpoint, for later layouts
 * anywhere to be short; 1 once every row is past one */
int lanes_advance(Graph *g, int budget);

/*
 * A line to a parent more than mingap rows below runs stub rows to a
 * down arrow and comes back stub rows above the parent with an up arrow.
 * While more than maxlanes lanes are open (0: any), lines passing down
 * to a parent more than 2 * stub + 1 rows below are cut too. mingap 0
 * (graph_new's) draws every line whole; a graph_filter keeps these.
 */
void lanes_cut(Graph *g, int mingap, int stub, int maxlanes);
/* the commit at the other end of the arrow at (row, col): the parent of
 * a down arrow, the child of an up arrow; -1 when no arrow is there */
int lanes_arrow(Graph *g, int row, int col);

/* refs by commit, the labels a row shows: kinds (RefHead...) in order */
typedef struct Refs Refs;
Refs *refs_new(int hashlen);
void refs_free(Refs *r);
void refs_add(Refs *r, const unsigned char *id, int kind, int current,
              const char *name, size_t n);
int refs_count(const Refs *r);
int refs_first(const Refs *r, const unsigned char *id);  /* or -1 */
int refs_next(const Refs *r, int i);                     /* or -1 */
int refs_kind(const Refs *r, int i);
int refs_current(const Refs *r, int i);
const char *refs_name(const Refs *r, int i);
const unsigned char *refs_id(const Refs *r, int i);

/*
 * Breadth first to a commit's listed ancestors (up) or descendants, a
 * budget at a time; walk_found is the first past the start that mark
 * says yes to (with stop, the walk goes no further past each such).
 * walk_nearest, once it is over: those of them that no other one stands
 * between the start and (gitk's nearest tags), in the order met, up to
 * max into out; how many. graph_mergedby: the merge that
 * brought c in, the oldest of the first row's first-parent line that a
 * finished walk down from c reached; -1 when c is on that line or off it.
 */
typedef struct Walk Walk;
Walk *walk_new(const Graph *g, int from, int up);
int walk_step(Walk *w, int budget, int (*mark)(int c, void *arg), void *arg,
              int stop);  /* 1 once the walk is over */
int walk_found(const Walk *w);
int walk_nearest(const Walk *w, int *out, int max);
int walk_has(const Walk *w, int c);
void walk_free(Walk *w);
int graph_mergedby(const Graph *g, const Walk *down, int c);

/* the commits keep[] (by number) says yes to, in g's order, with their
 * nearest kept ancestors as parents, as git rewrites history for paths */
Graph *graph_filter(const Graph *g, const unsigned char *keep);
