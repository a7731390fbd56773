/* See LICENSE file for copyright and license details.
 *
 * list.h: the list of commits (list.c) as the parts above it read it:
 * its rows, the selection, the mark, what the commit pane compares.
 */
enum { LocalUnstaged, LocalStaged, LocalLast };  /* the local changes rows */
enum { ViewPatch, ViewCompare, ViewRange, ViewBack };  /* what the commit pane shows
                                                        * (ViewBack: selected to mark) */

int list_rows(void);                 /* the list's rows: commits and local rows */
int list_commits(void);
int list_locals(void);          /* local rows shown */
int list_graphrow(int r);            /* the graph row whose lanes row r shows
                                      * (HEAD's for a local row) */
int list_rowcommit(int r);           /* the commit at row r, or -1 */
int list_rowlocal(int r);            /* the kind of local changes at row r, or -1 */
int list_commitrow(int c);           /* the row of commit c, or -1 */
int list_selrow(void);
int list_selkey(void);               /* a commit, or a local row as -2 - its kind
                                      * (the diff timer's) */
int list_sel(void);             /* the selected commit, -1 on a local row */
int list_local(void);           /* the kind of local row selected, or -1 */
const char *list_selhex(void);
const char *list_primhex(void); /* the id on PRIMARY */

/* the list as the window draws it (list_get, list_getrow in gitview.h) */
#define LISTCELLS     512    /* lanes drawn in one row, at most */
#define LISTLABELS    64     /* refs' labels of a row told, at most */
typedef struct ListView {
	int top, rows, sel;     /* the first row shown, the rows, the selected row or -1 */
	int fit;                /* the rows that fit */
	int focus;              /* it has the keys */
	int measure;            /* given: the lanes of the rows shown are wanted */
	int widest, typical;    /* then the lanes of the widest row shown, of the middle one */
} ListView;
typedef struct ListRow {
	Cell *cells;            /* given: room for cap cells */
	int cap;
	int ncells, col;        /* its lanes (ncells may pass cap), its dot's column */
	int commit;             /* -1 on a local row */
	const char *title;      /* a local row's */
	int localabove;         /* the row above is a local row */
	int sel, marked;        /* the selected row; the mark (m) */
	int side;               /* --left-right, --cherry-mark: '<', '>', '=' or 0 */
	int fold, foldopen;     /* z: a merge's fold, its commits, -1 while git counts them;
	                         * 0: none; it is open */
	int nrefs, nlabels;     /* refs on the commit, those in label[] */
	struct { const char *name; int kind, current; } label[LISTLABELS];
	int hastext, loaded;    /* its text is read; cat-file answered */
	const char *subject, *author;
	long long atime;
} ListRow;

int list_top(void);
void list_settop(int top);
int list_view(void);
int list_marked(void);         /* the mark, if it is in the view, or -1 */
int list_back(void);            /* back and forward can go */
int list_forward(void);
int list_place(void);           /* back or forward: the place kept there, or -1 */
void list_keepplace(int place); /* the commit pane's place as the selection leaves */
int list_picker(void);          /* -p: the exit status so far; else -1 */
const char *list_localtitle(int kind);
void list_title(char *out, size_t cap);
void list_settitle(void);      /* the window's title: the selection's */
void list_want(void);           /* ask for the rows' text shown: before drawing them */
void list_start(int picker);    /* before the window: -p; the local changes asked */
void list_follow(void);              /* keep the selection on screen */
void list_selectcommit(int c);
void list_jump(int c);
void list_selectrow(int r);
void list_test(int unstaged, int staged);  /* the unit tests' */

/* the actions of keys and buttons (config.h) */
void list_compare(const Arg *arg);
void list_copy(const Arg *arg);
void list_history(const Arg *arg);
void list_edge(const Arg *arg);
void list_mark(const Arg *arg);
void list_fold(const Arg *arg);
void list_move(const Arg *arg);
void list_page(const Arg *arg);
void list_pick(const Arg *arg);
void list_scroll(const Arg *arg);
