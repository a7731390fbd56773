/* See LICENSE file for copyright and license details.
 *
 * pane.h: the commit pane and the files pane as shown (pane.c): their
 * rows, where they are scrolled to, the text selected. Needs hunk.h,
 * util.h and gitview.h first.
 */

/* a place in the commit pane's text: a row and a column as drawn */
typedef struct {
	int line, col;
} Pos;

/* text selected in the commit pane */
typedef struct {
	Pos a, b;               /* from a to b */
	int mode, on;           /* 1 characters, 2 words, 3 lines */
	char *text;             /* PRIMARY while text is selected */
} TextSel;

/* the patch line at hand (o, b): the one last clicked in the commit pane
 * while it has the focus and the line is on screen, else the first line
 * of a hunk on screen in the file at the pane's top */
typedef struct {
	int line;               /* in patch_lines() */
	int file;               /* its file's part of the patch */
	int kind;               /* PatchAdd, PatchDel, PatchContext */
	int parent;             /* the parent whose line it is (1 the first; a
	                         * combined diff's column), 0: the result's alone */
	long oldno, newno;      /* its number there, and in the result (0: none) */
	const char *oldpath;    /* the parent's path, from "--- a/PATH" (str_keep's) */
} PatchAt;
int pane_patchat(PatchAt *at);  /* 0, or -1 when there is none */

/* the commit pane as the window draws it (pane_get, pane_getrow in gitview.h) */
typedef struct PaneView {
	int top, lines, fit;    /* the first row shown, the rows, the rows that fit */
	int col;                /* the first column shown */
	int numw;               /* digits of the largest line number shown side by side */
	int focus;              /* it has the keys */
} PaneView;

/* a row's text as drawn, or one half of a row side by side */
typedef struct {
	char buf[LINEMAX], ctl[LINEMAX];  /* the text; ctl[b]: byte b stands for a control */
	size_t n, s;            /* its bytes; the first shown, at the pane's column */
	int cols, base;         /* its columns; the row's column where it starts */
	int style;              /* Patch..., Line...: its colours */
	int on;                 /* a half: the side has a line, else a filler */
	int no;                 /* a half: its line number, 0 none */
	int words;              /* the changed words are bytes [w0, w1) */
	size_t w0, w1;
	int sel, selpast;       /* bytes [sel0, sel1) selected, or from sel0 past its end */
	size_t sel0, sel1;
} PaneLine;
typedef struct PaneRow {
	int split;              /* side by side: half[0] old, half[1] new; else half[0] */
	int links;              /* link[b]: byte b of half[0] is in a link */
	PaneLine half[2];
	char link[LINEMAX];
} PaneRow;
int pane_offpatch(void);        /* the line clicked is no patch line */
int pane_top(void);
int pane_col(void);
int pane_filestop(void);
void pane_setfilestop(int top);
void pane_filescroll(int n);
void pane_selset(Pos a, Pos b, int mode, int on);
const TextSel *pane_sel(void);
int pane_tlines(void);               /* the rows: headers, message, patch */
const struct Line *pane_tline(int i, const char **buf);
int pane_trow(int i, const SideRow **row);  /* 1: row i's sides drawn apart */
size_t pane_drawn(int i, char *out, char *ctl, size_t cap, int *cols);
size_t pane_drawnside(int i, int side, char *out, char *ctl, size_t cap, int *cols);
int pane_tsidecol(int i, int side);
int pane_twords(int i, int side, int *c0, int *c1);
size_t pane_colbyte(const char *s, size_t n, int col);
int pane_curfile(void);              /* the file at the top of the pane, or -1 */
void pane_settop(int t);
void pane_puttop(int t);              /* settop, but a row near the end is on top too */
void pane_showfile(int k);
void pane_gotofile(int k);
int pane_msglink(Pos p);
void pane_selrange(Pos *a, Pos *b);
void pane_selcopy(void);
void pane_owntext(Buf *out);

/* the actions of keys and buttons (config.h) */
void pane_diffside(const Arg *arg);
void pane_tfile(const Arg *arg);
void pane_tside(const Arg *arg);
void pane_painted(void);  /* after a repaint of the commit pane */
