/* See LICENSE file for copyright and license details.
 *
 * gitview.h: the core (gitview.c) as the window (x.c) sees it: the
 * model's state that is drawn, and the actions that keys and buttons
 * call. Needs regex.h, graph.h, pipe.h, parse.h, hunk.h and util.h first.
 */

#define TEXTCACHE     2048   /* rows whose text is kept: a power of two */
#define HISTMAX       1000   /* selections remembered for back and forward */
#define LINEMAX       16384  /* bytes of a line as drawn, and of its styles */
#define BINARYPEEK    8000   /* bytes looked at for a NUL: binary, as git says */
#define MSGLINKMAX    64     /* hex words of a message looked up */
#define LANESLICE     20000  /* rows laid out ahead between events */

enum { PaneList, PaneText, PaneFiles, PaneAny, PaneGoto };
enum { DirtyList = 1, DirtyStatus = 2, DirtyText = 4, DirtyFiles = 8,
       DirtyGoto = 16, DirtyAll = 31 };
enum { LineHead = PatchLast, LineLink, LineMsg };  /* text pane styles */

typedef union {
	int i;
	const void *v;
} Arg;

/* a place in the commit pane's text */
typedef struct {
	int line, col;
} Pos;

/* the text of one row, from cat-file */
typedef struct {
	int commit;          /* -1: empty slot */
	int loaded;          /* 0 while asked for */
	long long atime;
	char subject[256];
	char author[64];
} RowText;

/* a line of text being edited: the goto field, the find prompt */
typedef struct {
	char buf[512];
	size_t len, cur;  /* bytes in buf, the cursor's byte */
	int all;          /* all of it selected: what is typed replaces it */
} Edit;

/* the keys an Edit knows, as the window reads them */
enum { EdIgnore, EdText, EdTab, EdEnter, EdCancel, EdUp, EdDown, EdLeft,
       EdRight, EdHome, EdEnd, EdBackspace, EdDelete, EdKillStart, EdKillWord,
       EdPaste, EdOther };
/* what an editing key asks of the caller beyond the editing */
enum { EditNone, EditEnter, EditCancel, EditUp, EditDown };
int edit_key(Edit *ed, int key, const char *text, int len);

/* '/', '?', '&' while it is open */
typedef struct {
	char hex[HEXMAX + 1];   /* the commit */
	char path[1024];
	int cursor, top;
	char link[HEXMAX + 1];  /* a submodule: the commit it records; or "" */
	int parent;             /* the file as it was in hex's first parent */
} FileAt;

typedef struct {
	char hex[HEXMAX + 1];
	char author[64];
	long long atime;
	char summary[160];
	char prevhex[HEXMAX + 1];
	char prevpath[1024];
	int boundary;
} BlameEnt;

/* the tree view */
typedef struct {
	size_t path;      /* offset in tpaths */
	int depth, isdir, open;
	int gitlink;      /* a submodule: its commit's hex after the path's NUL */
} TreeEnt;

/* the small git commands running */
typedef struct Job {
	Proc p;
	void (*done)(struct Job *);  /* NULL: a free slot */
	char text[512];              /* what it was asked, for messages */
} Job;

/* the file view (fileview.c): a file of a commit with its blame, in the
 * commit pane; the files before it, for going back */
typedef struct {
	int on;                 /* the commit pane shows a file */
	FileAt at, stack[32];   /* the file shown, the ones before it */
	int nstack;
	Lines text;             /* its lines */
	int *ann, anncap;       /* per line: its BlameEnt, or -1 */
	unsigned char *group;   /* per line: the shade of its group */
	int groupdirty;
	BlameEnt *ents;
	int nents, entscap;
	Proc blob, blame;
	BlameParse parse;
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
} Tree;

extern FileView fileview;
extern Tree tree;

/* find and filter (find.c): the pattern, the commands that look, the
 * commits marked; and find in the commit pane */
enum { FindJump = 1, FindFilter, FindMark };
typedef struct {
	Pattern pat;
	char pattern[512];
	char filter[512];       /* the filter's pattern, while filtered */
	int dir;                /* +1 down the list, -1 up */
	int when;               /* FindJump, FindFilter, FindMark, or 0 */
	int wait;               /* for the history to load first */
	unsigned char *bits;    /* a bit per commit: marked */
	int nbits;              /* commits it has bits for */
	Buf pend;               /* ids found before their commits loaded */
	int nproc;              /* the commands the search runs */
	double start;           /* when it began, for the trace */
	int below, above;       /* a mark is known below, above the selection */
	int *list, nlist, listcap;  /* the marked commits, as they came */
	int *sorted, nsorted, sortdirty, norow;  /* their rows, in order */
	Proc proc[3];
	Graph *full;            /* the whole view while filtered */
	regex_t textre;         /* find in the commit pane or the file view */
	int textok, textdir;
	int textfield;          /* the file view: FieldAuthor, FieldMsg, FieldSha
	                         * look in the annotation, the rest in the text */
} Find;

/* the find and filter prompt */
typedef struct {
	int kind;               /* '/', '?', '&' while it is open, else 0 */
	int pane;               /* the pane it finds in */
	Edit ed;
	char hist[32][512];     /* patterns given before, newest last */
	int nhist, histpos;
} Prompt;

extern Find find;
extern Prompt prompt;

/* config.h: the taste the core needs */
extern const int tabwidth, walkslice, lanegap, lanestub, lanemax;
extern const int diffdelay, wheelrows, livereload, reloadwait;
extern const unsigned int nlanecolors;

/* the event loop's part of the core (the sources it reads: gitview.c) */
#define CORE_FDS 64
struct pollfd;
void core_start(int argc, char *argv[]);  /* before the window */
void core_update(void);  /* reap what ended, ask for the rows shown: before a repaint */
int core_reaptimeout(double now);  /* timeouts: ms to the next, -1: none */
int core_sweeptimeout(double now);
int core_walktimeout(double now);
int core_lanetimeout(double now);
int core_difftimeout(double now);
void core_painted(void);  /* after a repaint of the commit pane */
void core_act(void);     /* before a key's or a button's action */
int core_livetimeout(double now);
int core_fds(struct pollfd *pfd, int max);
void core_read(const struct pollfd *pfd, int n);
void core_free(void);

/* what fits of the panes, in rows and characters: set by the window,
 * which works out their pixels (panes.c) */
typedef struct {
	int listrows, textrows, filerows;  /* whole rows that fit: at least 1 */
	int textcols, halfcols;  /* characters across the commit pane, a half of it */
	int shown;              /* the panes with room: bits 1 << PaneText, PaneFiles, PaneGoto */
	int focus;              /* the pane that has the keys */
} Layout;

/* the history, as git rev-list streams it */
typedef struct {
	Proc rev;
	int done, ok, empty;    /* rev-list ended; and well; no commits at all */
	const char **argv;      /* rev-list's, the user's arguments included */
	int graphopts;
	int log;                /* parse_logonly's: git log reads it */
	int reloads, reselect;  /* reselect: reselectid is awaited */
	int atfirst;            /* the selection is the load's first row,
	                           chosen by gitview, not by the user */
	int reselectoff;        /* its row on screen, counted from the top */
	int attop;              /* the list showed its first row: it shows it again */
	int keepfview;          /* a live reload keeps the file view on reselectid */
	char refilter[512];     /* and the filter, made again once loaded */
	Graph *old;             /* the view before the reload: what is new */
	int lastn;              /* commits and parent edges of the last load, */
	size_t lastedges;       /* for the next graph's room */
	unsigned char reselectid[OIDMAX];
	unsigned char *idbuf;
	size_t idcap;
	/* --follow: one line of history, each commit's parent the next
	 * one listed, so a commit waits for the next; and the file's paths
	 * in each commit, "old\0now\0" in paths at pathat[c] - 1 */
	int pending, pendflags;
	unsigned char pendid[OIDMAX];
	size_t pendpath;
	Buf paths;
	size_t *pathat;
	int pathcap;
	int hinted;             /* the commit-graph hint was given */
} Load;

typedef struct {
	char name[256];
	char *topdir;           /* the work tree's top; NULL when bare */
	int hashbytes;
	char headhex[HEXMAX + 1];
	char *gitdir, *commondir;  /* absolute: HEAD's; refs' (linked worktrees differ) */
	Refs *refs;
	ViewArgs view;          /* the user's part of load.argv */
} Repo;

/* -p: Return prints the selection on stdout; the exit status */
typedef struct {
	int on;
	int status;
} Picker;

/* the list of commits */
typedef struct {
	int sel;                /* the selected commit; -1 on a local row */
	int top;                /* the first row on screen */
	char selhex[HEXMAX + 1];   /* the selection's id; a local row's kind */
	char primhex[HEXMAX + 1];  /* the id put on PRIMARY: a local row keeps it */
	char cliphex[HEXMAX + 1];  /* what y put on CLIPBOARD */
	int marked;             /* m: markid holds the mark */
	unsigned char markid[OIDMAX];
} List;

/* the local changes: rows just above HEAD's, as gitk shows them; the
 * unstaged row on top. A local row is selected with list.sel -1. */
enum { LocalUnstaged, LocalStaged, LocalLast };
typedef struct {
	int has[LocalLast];     /* git said there are changes of that kind */
	int asked;              /* the probes that have not answered */
	int headknown, told;    /* HEAD was resolved; the answer was traced */
	int n;                  /* rows shown: 0 while HEAD is not in the view */
	int kind[LocalLast];    /* the kind of each row shown, top first */
	int head;               /* HEAD's commit, or -1 */
	int sel;                /* the kind selected, or -1 */
} Local;

typedef struct {
	char text[512];
	int err;
	int ofsel;              /* it is about the selection's patch or blame */
} StatusLine;

/* the selections made, for back and forward */
typedef struct {
	unsigned char ids[HISTMAX][OIDMAX];  /* oldest first */
	int n, pos, navigating;
} History;

/* what the commit pane shows: the selection's patch, the diff from the
 * mark to it (d), the range-diff of mark...selection (R) */
enum { ViewPatch, ViewCompare, ViewRange };

/* a hex word in the message that names a commit: drawn as a link */
typedef struct {
	int line;               /* of the message */
	int col, cols;          /* where, as drawn */
	int commit;
} MsgLink;

/* the commit pane: headers, message and patch, one after the other */
typedef struct {
	int view;               /* ViewPatch, ViewCompare, ViewRange */
	MsgLink *links;         /* the message's, by line */
	int nlinks, linkcap;
	Lines hdr, msg, patch;
	int top, col;           /* first line and column shown */
	Proc diff;
	int raw;                /* still reading the raw part */
	PatchState pstate;
	int diffwant;           /* the selection whose diff is to start (selkey), or -1 */
	double diffat;
	int bodywant;           /* commit whose message is awaited */
	DiffOpts opts;          /* what git diff-tree is asked (w, -, +, a) */
	int words, sidebyside;  /* how the patch is drawn (W, s) */
	int wordpatch;          /* the words of this patch were worked out */
	WordSpan *word;         /* a patch line's changed words */
	int wordcap;
	HunkPairs pairs;
	Side side;              /* the patch's rows side by side */
	struct {
		int on;         /* the patch runs again: keep the place */
		char path[1024];/* the file at the top, */
		int off;        /* the row of its part there, */
		int no, old;    /* and the number of its line there, new or old */
		int narrow;     /* the patch was narrowed to that file */
	} keep;
	double rerun, shown;    /* when an option ran it again: for the trace */
	double pageat;          /* when a page key came: for the trace */
} CommitPane;

/* the files pane: what the patch touches */
typedef struct {
	Lines files, paths;     /* as shown; as git has them */
	int top;                /* first file shown */
	int narrow;             /* the file the patch is narrowed to */
	int *hdr, nhdr, hdrcap; /* patch line of each file */
	Lines pend, pendpaths;  /* with -w: raw files, listed once the patch has them */
	Lines links;            /* submodules: "PATH\0HEX", the commit recorded */
	int pendnext;
} FilesPane;

/* text selected in the commit pane */
typedef struct {
	Pos a, b;               /* from a to b */
	int mode, on;
	char *text;             /* PRIMARY while text is selected */
} TextSel;

extern Layout lay;
extern Load load;
extern Repo repo;
extern List list;
extern Local local;
extern StatusLine status;
extern History hist;
extern CommitPane cpane;
extern FilesPane filespane;
extern TextSel textsel;
extern Graph *graph;
extern Edit gotoed;         /* the goto field */
extern Picker picker;
extern int dirty, dirtyrows[2];
extern double starttime;
extern int running;

/* gitview.c: the actions of keys and buttons (config.h) */
void compare(const Arg *arg);
void copy(const Arg *arg);
void fmove(const Arg *arg);
void fnarrow(const Arg *arg);
void focusnext(const Arg *arg);
void golink(const Arg *arg);
void gotofocus(const Arg *arg);
void history(const Arg *arg);
void jump(const Arg *arg);
void mark(const Arg *arg);
void move(const Arg *arg);
void page(const Arg *arg);
void pick(const Arg *arg);
void quit(const Arg *arg);
void reload(const Arg *arg);
void scroll(const Arg *arg);
void tfile(const Arg *arg);
void tpage(const Arg *arg);
void tscroll(const Arg *arg);
void tside(const Arg *arg);
void widen(const Arg *arg);
void diffcontext(const Arg *arg);
void diffpaths(const Arg *arg);
void diffside(const Arg *arg);
void diffwords(const Arg *arg);
void diffws(const Arg *arg);

/* gitview.c: the model, for the window and the other rooms */
size_t colbyte(const char *s, size_t n, int col);
int curfile(void);
size_t diffinfo(char *out, size_t cap);
size_t drawn(int i, char *out, char *ctl, size_t cap, int *cols);
size_t drawnside(int i, int side, char *out, char *ctl, size_t cap, int *cols);
void edit_paste(const char *s, size_t n);
void edit_set(Edit *ed, const char *s);
const char *failure(Proc *p);
void follow(void);
void gotofile(int k);
void gotokey(int key, const char *text, int len);
void gotorun(void);
void job_cancel(void (*done)(Job *));
Job *job_start(const char *const argv[], void (*done)(Job *), const char *text);
int msglink(Pos p);
const char *localtitle(int kind);
int markedcommit(void);
void markrow(int row);
void owntext(Buf *out);
int commitrow(int c);
int graphrow(int r);
int rowcommit(int r);
int rowlocal(int r);
size_t pick_text(char *out, size_t cap);
int rows(void);
const RowText *rowtext(int c);
void selcopy(void);
void selectcommit(int c);
void selectrow(int r);
void selrange(Pos *a, Pos *b);
int selrow(void);
void setstatus(int err, const char *fmt, ...);  /* printf's format */
size_t statusinfo(char *out, size_t cap);
void settitle(void);
void settop(int t);
void switchgraph(Graph *g);
const struct Line *tline(int i, const char **buf);
int tlines(void);
int trow(int i, const SideRow **row);
int tsidecol(int i, int side);
int twords(int i, int side, int *c0, int *c1);

/* find.c: find and filter */
void findnext(const Arg *arg);
void findprompt(const Arg *arg);
void clearmatches(void);
void findfinished(void);
size_t findinfo(char *out, size_t cap);
int finding(void);
void findrefilter(const char *pattern);
int findstop(void);
void findloaded(void);
int ismatch(int c);
void promptkey(int key, const char *text, int len);
void readfind(int k, int eof);
void sortmatches(void);

/* fileview.c: the file view with blame, and the tree view */
void blame(const Arg *arg);
void blameback(const Arg *arg);
void blameparent(const Arg *arg);
void treeview(const Arg *arg);
void twheel(const Arg *arg);  /* the wheel over the commit pane */
void fwheel(const Arg *arg);  /* over the files pane */
int frows(void);
void fview_close(void);
int fview_match(int i);
void fview_copy(int line);
size_t fview_head(char *buf, size_t cap);
void fview_select(void);
void fview_show(int line);
void fview_stop(void);
void readblame(int eof);
void readblob(int eof);
void tree_load(void);
void tree_pick(int v);
