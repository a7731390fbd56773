/* See LICENSE file for copyright and license details.
 *
 * gitview.h: the dispatcher (gitview.c) as the window sees it: the
 * loop's core (its start, the sources it polls, their timeouts, the
 * end), the status line's counts, the type-ahead, and the keys'
 * actions that are the dispatcher's own. The core's services are in
 * core.h, each part's in its own header. Needs core.h first.
 */
#define GITVIEW_FDS 65  /* 3 a source, the watch, the exits */
struct pollfd;
void gitview_start(int argc, char *argv[]);  /* before the window */
void gitview_update(void);  /* reap what ended, ask for the rows shown: before a repaint */
int gitview_reaptimeout(double now);  /* timeouts: ms to the next, -1: none */
int gitview_sweeptimeout(double now);
int gitview_aheadtimeout(double now);
int gitview_fds(struct pollfd *pfd, int max);
void gitview_read(const struct pollfd *pfd, int n);
void gitview_free(void);
size_t gitview_statusinfo(char *out, size_t cap);
int gitview_typeahead_on(void);  /* keys typed now extend the type-ahead */
void gitview_typeahead(int c);   /* a key typed in the files pane or the tree; -1: another key */

/* the actions of keys and buttons (config.h): the command they stand
 * for goes to the parts, top first, until one takes it */
void gitview_focusnext(const Arg *arg);
void gitview_fmove(const Arg *arg);
void gitview_ahead(const Arg *arg);
void gitview_fjump(const Arg *arg);
void gitview_fnarrow(const Arg *arg);
void gitview_fpage(const Arg *arg);
void gitview_golink(const Arg *arg);
void gitview_quit(const Arg *arg);
void gitview_tpage(const Arg *arg);
void gitview_tjump(const Arg *arg);
void gitview_tscroll(const Arg *arg);
void gitview_widen(const Arg *arg);
enum { DragNone, DragText, DragLines };  /* what TextClick begins */


/* what is under the pointer, as the window works it out of pixels */
typedef struct {
	int pane;               /* PaneList, PaneText, PaneFiles, PaneGoto */
	int button;             /* 1 left, 2 middle, 3 right */
	int row;                /* the pane's row under it, 0: the first shown */
	int line, col;          /* the commit pane's text under it */
	int lanecol;            /* the list's lane under it, or -1 */
	int numbers, annot;     /* over the file view's line numbers, its annotation */
	int onfold;             /* over a merge's fold mark in the list (z) */
	int quick;              /* within a double-click's time of the last click */
	int press;              /* the presses so far */
	int step;               /* buttons[]'s argument; a drag's way; a bar's top */
	int x, y, h, rowh;      /* pixels: where a menu opens, in a pane this high */
	const char *primary;    /* what the window owns of PRIMARY */
} Click;

/* the X keysyms the parts tell apart (X's numbers, without X's headers;
 * a character's keysym is the character) */
enum { SymTab = 0xff09, SymBackTab = 0xfe20, SymReturn = 0xff0d, SymEnter = 0xff8d,
       SymEscape = 0xff1b, SymUp = 0xff52, SymDown = 0xff54 };

/* a key pressed, as the window reads it */
typedef struct KeyEvent {
	int ed;                 /* as an edited line takes it: Ed... (goto.h) */
	const char *text;       /* what it typed, len bytes */
	int len;
	unsigned int mod;       /* Control, Alt, Super held: the window's bits */
	unsigned long sym;      /* the keysym */
	int modifier;           /* the key is a modifier alone (Shift...) */
	const char *name;       /* the keysym's, for the trace */
	int cmd;                /* what keys[] binds in the focused pane, or NoCommand */
	Arg arg;
} KeyEvent;

/* a key, offered to the parts top first (refs view, goto field, find's
 * prompt, menu, the window's keys' list, the question of a command,
 * type-ahead), then its command, then your own commands, then
 * type-ahead's start: NoCommand, or one of the window's own to run */
int door_key(const KeyEvent *k);
int door_do(int cmd, const Arg *arg);  /* the user acts: TextClick's drag, Press's go on */

/* the loop (x.c's): config.h's tables for your own commands, then the
 * start, before the window; each turn, what is due before a repaint and
 * what after it (ms to the next, -1: none), the pipes to poll and what
 * they gave; 1 while running, 0 once quit, -1 once a signal stopped it;
 * the end, the exit status (lost: the X server went away, kill and go) */
typedef struct {
	const UserCmd *usercmds;
	int nusercmds;
	const char *const *difftool;
	const char *patchdir;
	const struct View *views;  /* views.h's */
	int nviews;
} Setup;
void door_start(int argc, char *argv[], const Setup *setup);
int door_update(void);
int door_timeout(void);
int door_fds(struct pollfd *pfd, int max);
void door_read(const struct pollfd *pfd, int n);
int door_running(void);
int door_end(int lost);


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
	char label[256];        /* a prompt is open: "/", "?", "&" (find's, filter's) or
	                         * what a part asks (ask.c); "": none */
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
/* from core.h and the parts, here again so that gitview.h is the whole
 * door: what is to be drawn and what fits (the window reports it), the
 * focus, the clock, the load's state for the repaint's rate, the read
 * ahead while the window is made, the file view's being open */
void core_fit(const Layout *fit);
int core_drawn(int rows[2]);
int core_wants(void);
void core_dirty(int what);
int core_focus(void);
double core_ms(void);
int load_state(void);
void load_readahead(const char *when);
int fview_on(void);
void pane_painted(void);
