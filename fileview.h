/* See LICENSE file for copyright and license details.
 *
 * fileview.h: the file view and the tree view (fileview.c), as find
 * and the window read them. Needs parse.h and util.h first; blame.h
 * has the file view's blame.
 */
typedef struct FileAt {
	char hex[HEXMAX + 1];   /* the commit */
	const char *path;       /* str_keep's: any length, copied with the struct */
	int cursor, top;
	char link[HEXMAX + 1];  /* a submodule: the commit it records; or "" */
	int parent;             /* the file as it was in hex's parent N (1 the first), or 0 */
} FileAt;

typedef struct {
	size_t path;      /* offset in tpaths */
	int depth, isdir, open;
	int gitlink;      /* a submodule: its commit's hex after the path's NUL */
} TreeEnt;

/* the file view: a file of a commit (blame.c its blame), in the commit pane */
typedef struct {
	int on;                 /* the commit pane shows a file */
	FileAt at, stack[32];   /* the file shown, the ones before it */
	int nstack;
	Lines text;             /* its lines */
	Proc blob;
	int keep;               /* a selection from the file view keeps it */
	int from;               /* the pane b was pressed in: Escape's focus */
	char note[300];         /* binary, empty, or what went wrong */
} FileView;

/* the tree view, in the files pane: the selected commit's tree */
typedef struct {
	int on;
	TreeEnt *ents;
	int nents, entscap, cur;
	char *paths;            /* the entries' paths, NUL-ended, one after another */
	size_t plen, pcap;
	int *vis, nvis;         /* the entries shown, in order */
	int loading, pick;      /* git ls-tree runs; b or Return came meanwhile */
} Tree;

/* the file view and the files pane as the window draws them (fview_get,
 * fview_getrow, fview_getfile in gitview.h) */
#define FVIEWANN      33     /* blame's annotation: commit, author, date (by merge: subject) */
#define FVIEWFROM     28     /* blame's PATH:LINE of a line from another file */
typedef struct FviewView {
	int on;                 /* the file view fills the commit pane */
	int top, cursor, lines, fit;  /* its first line shown, the cursor, lines, lines that fit */
	char head[2200];        /* its header: the path, the commit, blame's options */
	const char *note;       /* binary, empty, or what went wrong */
	int moved;              /* blame found lines in other files: a column says where */
	int tree;               /* the files pane shows the tree, else the files touched */
	int ftop, fcur, ftotal, ffit;  /* the files pane's first row shown, row chosen, rows, fit */
	int ffocus;             /* the files pane has the keys */
} FviewView;
typedef struct FviewRow {
	int shade;              /* blame's shade of the line's group */
	int group;              /* the first line of a group or on top: ann[] is its annotation */
	char ann[200];          /* commit, author, date (subject), FVIEWANN - 1 columns */
	int annbyte, boundary;  /* the commit id's first byte; a boundary commit */
	char from[1100];        /* with moved: the PATH:LINE it came from, or "" */
	char buf[LINEMAX];      /* its text as drawn */
	size_t n, s;            /* its bytes; the first shown, at the pane's column */
} FviewRow;
typedef struct FileRow {
	int status;             /* a file touched: its style, git's letter (M, A...); 0 */
	char letter;            /* the letter shown */
	int dir;                /* the tree: a directory */
	const char *text;       /* the path; the tree's name, indented, with its fold */
	size_t n;
	char buf[2048];         /* the tree's text */
} FileRow;

const FileView *fview_view(void);
const Tree *fview_tree(void);
int fview_on(void);
int fview_cursor(void);
void fview_keepreload(int keep);
size_t fview_head(char *buf, size_t cap);
void fview_copy(int line);
int fview_rows(void);                /* the file's lines that fit */
void fview_open(const FileAt *at, int push);  /* the view shown is stacked when push */
void fview_show(int line);
void fview_select(void);
void fview_scroll(int n);
void fview_treepick(int v);
void fview_treeclose(void);           /* the files touched again, not the tree */

/* the actions of keys and buttons (config.h) */
void fview_blame(const Arg *arg);
void fview_blameback(const Arg *arg);
void fview_blameparent(const Arg *arg);
void fview_blameopt(const Arg *arg);
void fview_treetoggle(const Arg *arg);
