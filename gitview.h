/* See LICENSE file for copyright and license details.
 *
 * gitview.h: the core as the window (x.c) sees it: the dispatcher's
 * services (gitview.c), the keys' actions of every part, and the taste
 * of config.h the core reads. What each part shows is read through its
 * own header (load.h, list.h, text.h, patch.h, pane.h, goto.h, find.h,
 * fileview.h). Needs pipe.h first.
 */
#define LINEMAX       16384  /* bytes of a line as drawn, and of its styles */
#define BINARYPEEK    8000   /* bytes looked at for a NUL: binary, as git says */

enum { PaneList, PaneText, PaneFiles, PaneAny, PaneGoto };
enum { DirtyList = 1, DirtyStatus = 2, DirtyText = 4, DirtyFiles = 8,
       DirtyGoto = 16, DirtyAll = 31,
       DirtyRows = 32 };  /* core_wants': rows of the list alone */

typedef union {
	int i;
	const void *v;
} Arg;

typedef struct {
	char text[512];
	int err;
	int ofsel;              /* it is about the selection's patch or blame */
} StatusLine;

/* what fits of the panes, in rows and characters: set by the window,
 * which works out their pixels (panes.c) */
typedef struct {
	int listrows, textrows, filerows;  /* whole rows that fit: at least 1 */
	int textcols, halfcols;  /* characters across the commit pane, a half of it */
	int wrapcols;           /* a message row's: past a half column, left of the scroll bar */
	int shown;              /* the panes with room: bits 1 << PaneText, PaneFiles, PaneGoto */
} Layout;

void core_fit(const Layout *fit);
const Layout *core_layout(void);

/* your own commands (config.h's usercmds[], usercmd.c): a key, what to
 * do around the run, the argv with %(commit) and the others */
enum { CmdAsk = 1, CmdReload = 2, CmdShow = 4 };
#define USERARGS 16
typedef struct {
	unsigned int mod;
	unsigned long keysym;   /* an X KeySym */
	unsigned int flags;     /* Cmd... */
	const char *argv[USERARGS];
} UserCmd;

/* config.h: the taste the core needs */
extern const int tabwidth, walkslice, lanegap, lanestub, lanemax;
extern const int diffdelay, wheelrows, livereload, reloadwait;
extern const unsigned int nlanecolors;

/* the event loop's part of the core (the sources it reads: gitview.c) */
#define CORE_FDS 65  /* 3 a source, the watch, the exits */
struct pollfd;
void core_start(int argc, char *argv[]);  /* before the window */
void core_update(void);  /* reap what ended, ask for the rows shown: before a repaint */
int core_reaptimeout(double now);  /* timeouts: ms to the next, -1: none */
int core_sweeptimeout(double now);
int text_walktimeout(double now);
int load_parsetimeout(double now);
int load_lanetimeout(double now);
int patch_difftimeout(double now);
int load_livetimeout(double now);
int core_aheadtimeout(double now);
void pane_painted(void);  /* after a repaint of the commit pane */
void core_act(void);     /* before a key's or a button's action */
int core_fds(struct pollfd *pfd, int max);
void core_read(const struct pollfd *pfd, int n);
void core_free(void);
int core_drawn(int rows[2]);  /* what is to be pane_drawn (Dirty*), and no more */
int core_wants(void);         /* what is to be drawn: Dirty*, DirtyRows */
void core_dirty(int what);    /* Dirty*: what is to be drawn again */
double core_ms(void);         /* ms since the start, for the trace */
double core_turnms(void);     /* ms since the loop's turn began */
void settitle(void);
int core_focus(void);          /* the pane that has the keys */
void core_setfocus(int pane);
const StatusLine *core_status(void);
size_t statusinfo(char *out, size_t cap);
int core_running(void);
int typeahead_on(void);       /* keys typed now extend the type-ahead */
void typeahead(int c);        /* a key typed in the files pane or the tree; -1: another key */       /* 0 once q or the window ended it */

/* the actions of keys and buttons (config.h), by the part they act on */
void focusnext(const Arg *arg);  /* gitview.c */
void fmove(const Arg *arg);
void ahead(const Arg *arg);
void fjump(const Arg *arg);
void fnarrow(const Arg *arg);
void fpage(const Arg *arg);
void golink(const Arg *arg);
void quit(const Arg *arg);
void tpage(const Arg *arg);
void tjump(const Arg *arg);
void tscroll(const Arg *arg);
void widen(const Arg *arg);
void load_reload(const Arg *arg);     /* load.c */
void list_compare(const Arg *arg);    /* list.c */
void list_copy(const Arg *arg);
void list_history(const Arg *arg);
void linelog_select(const Arg *arg);
void linelog_open(const Arg *arg);
void list_edge(const Arg *arg);
void list_mark(const Arg *arg);
void list_move(const Arg *arg);
void list_page(const Arg *arg);
void list_pick(const Arg *arg);
void list_scroll(const Arg *arg);
void patch_context(const Arg *arg);  /* patch.c */
void patch_togglepaths(const Arg *arg);
void patch_togglewords(const Arg *arg);
void patch_togglews(const Arg *arg);
void patch_togglemerge(const Arg *arg);
void pane_diffside(const Arg *arg);   /* pane.c */
void pane_tfile(const Arg *arg);
void pane_tside(const Arg *arg);
void goto_focus(const Arg *arg);  /* goto.c */
void find_next(const Arg *arg);   /* find.c */
void find_ask(const Arg *arg);
void fview_blame(const Arg *arg);      /* fileview.c */
void fview_blameback(const Arg *arg);
void fview_blameparent(const Arg *arg);
void fview_blameopt(const Arg *arg);
void fview_treetoggle(const Arg *arg);
void origin_blameat(const Arg *arg);    /* origin.c */
void origin_line(const Arg *arg);
void refsview_show(const Arg *arg);   /* refsview.c */
void usercmd_copyref(const Arg *arg);    /* usercmd.c */
void usercmd_copypath(const Arg *arg);
void usercmd_extdiff(const Arg *arg);  /* e: the file in config.h's difftool[] */
void usercmd_copyline(const Arg *arg);
void usercmd_formatpatch(const Arg *arg);
void usercmd_do(const Arg *arg);
void find_touching(const Arg *arg);   /* find.c */

/*
 * What the window draws: each part through its view, a struct the part
 * fills with what is to be drawn (defined in the part's header: text,
 * styles, counts, never pixels), and every other function the drawing
 * (panes.c, overlay.c, draw.c, xsel.c) calls outside the window. Besides
 * these it calls core_fit (which has all drawn again), core_drawn,
 * pane_painted and core_ms above.
 */
struct ListView;
struct ListRow;
struct PaneView;
struct PaneRow;
struct FviewView;
struct FviewRow;
struct FileRow;
struct GotoView;
struct RefsView;
struct Menu;
void list_get(struct ListView *v);            /* list.c: the rows shown */
int list_getrow(int row, struct ListRow *r);  /* a row's lanes, refs, text; 0: none */
void pane_get(struct PaneView *v);            /* pane.c: the commit pane's rows shown */
int pane_getrow(int i, struct PaneRow *r);    /* row i's text as drawn; 0: none */
void fview_get(struct FviewView *v);          /* fileview.c: the file view, the files pane */
int fview_getrow(int i, struct FviewRow *r);  /* the file view's line i; 0: none */
int fview_getfile(int i, struct FileRow *r);  /* the files pane's row i; 0: none */
int linelog_range(int *a, int *b);            /* linelog.c: the lines chosen (L); 0: none */
/* find.c: row i of PaneList marked; of the file view (PaneText): line i
 * matches (1), its text's matches are shown (2) */
int find_marked(int pane, int i);
int find_textmatch(const char *s, size_t at, int notbol, size_t *end);  /* a match in s */
void goto_get(struct GotoView *v);            /* goto.c: the goto bar */
void refsview_get(struct RefsView *v);        /* refsview.c: the references view (F2) */
const struct Menu *menu_get(void);            /* menu.c: the menu, while on */
/* gitview.c: the status line */
typedef struct {
	int prompt;             /* '/', '?', '&': find's or filter's prompt is open */
	const char *edit;       /* then its text, len bytes, the cursor at byte cur */
	size_t len, cur;
	int err;                /* the message is an error */
	char left[1400], right[160];  /* else the message or what is loaded; the counts */
} StatusView;
void gitview_status(StatusView *v);
/* the selections (xsel.c) */
void refsview_paste(const char *s, size_t n);  /* PRIMARY's text: refs' filter, goto, prompt */
void pane_selhide(void);      /* another client took PRIMARY: the selection not shown */
/* from below the parts (pipe.h, util.h, listgeom.h), here again so that
 * this section is the whole door: the trace, the end, the clock, UTF-8,
 * a path's cuts, and the list's geometry in pixels */
void pipe_trace(const char *fmt, ...);
void die(const char *fmt, ...);
double util_nowms(void);
size_t utf8_decode(const char *s, size_t len, long *cp);
size_t util_pathcutnext(const char *s, size_t n, size_t at);
struct LaneX;
struct ColsIn;
struct Cols;
void listgeom_lanexinit(struct LaneX *lx, int x0, int pitch, int n, int cap);
int listgeom_lanex(const struct LaneX *lx, int i);
int listgeom_lanexcol(const struct LaneX *lx, int x);
void listgeom_cols(const struct ColsIn *in, struct Cols *out);
