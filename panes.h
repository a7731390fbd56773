/* See LICENSE file for copyright and license details.
 *
 * panes.h: panes.c as x.c sees it: where the panes are, the colours and
 * sizes x.c makes of config.h, and the calls that lay them out, paint them
 * and say what is under the pointer. Needs X, Xft, draw.h, core.h first.
 */

#define ANNCOLS       FVIEWANN  /* blame's annotation: commit, author, date */

enum { SchemeNorm, SchemeSel, SchemeDim, SchemeStatus, SchemeError,
       SchemeHead, SchemeLink, SchemeFile, SchemeMeta, SchemeHunk, SchemeAdd,
       SchemeDel, SchemeCtl, SchemeMark, SchemeFocus, SchemeTag, SchemeBranch,
       SchemeRemote, SchemeOther, SchemeRefHead, SchemeFound, SchemeMarked,
       SchemeLocal, SchemeAddWord, SchemeDelWord, SchemeFiller,
       SchemeBar, SchemeBad, SchemeGood, SchemeLast };
enum { ColFg, ColBg };

typedef struct { int x, y, w, h; } Rect;

/* where the panes are: worked out by panes_layout, read by x.c */
typedef struct {
	int w, h, rowh, charw;  /* the window, the font's cell */
	Rect gotobar, list, text, files, status;  /* the panes */
	Rect back, fwd, field, gobtn;  /* the goto bar's parts */
	Rect half[2];           /* the commit pane's halves side by side */
	Rect menu;              /* the menu, while one is open: its rows rowh high */
	double listfrac, textfrac;    /* where the dividers are */
	int fvlaid;                   /* laid out for the file view (the files pane narrower) */
} Geom;

/* the sizes drawn with in this screen's pixels: the 96-dpi sizes times
 * the font's scale, at each font change (x.c's setfont) */
typedef struct {
	double zoom;            /* Ctrl-plus and Ctrl-minus: the fonts' factor */
	double scale;           /* the font's size in pixels over basepx */
	int px;                 /* a 96-dpi pixel: outlines, dividers, margins */
	int pitch, lanew, dot;  /* lane spacing when the lanes fit, a lane's line, a dot's radius */
	int edge, grab;         /* the focused pane's edge; a press this near a divider drags it */
	int bar;                /* a scroll bar's width */
} Sizes;

/* config.h's colours, allocated by x.c, and its values for the list */
typedef struct {
	Clr scheme[SchemeLast][2];
	Clr *lane, *status;     /* lanecolors[], statuscolors[] */
	const char *marklabel;
	int authormin, subjectmin, subjectpct;
} Theme;

/* config.h: the values only the window uses */
extern const int graphmaxpct, authorchars;
extern const char statusletters[];

const Geom *panes_init(Drw *drw, const Theme *theme);  /* where the panes are */
void panes_font(const Sizes *sz, int rowh, int charw);
void panes_layout(int w, int h, double listfrac, double textfrac);
void panes_draw(Window win);     /* what is dirty */
Pos panes_posat(int x, int y);   /* the commit pane's text under a point */
int panes_onnumbers(int x);      /* is x over the file view's line numbers? */
int panes_lanecol(int x);        /* the list's lane under x, or -1 */
int panes_onfold(int row, int x);  /* over the fold mark of the list's row shown */

/* overlay.c: what is drawn over the panes, with panes.c's drawable,
 * colours, sizes and layout */
void overlay_init(Drw *drw, const Theme *clr, const Sizes *sz, Geom *pn);
void overlay_menu(void);
struct RefsView;
void overlay_refs(const struct RefsView *v);
void overlay_bar(int pane);
/* the keys' list (F1): opened empty, a row added per key of keys[]
 * (its command, gitview.h's), its keys while open, drawn over all */
int overlay_helpon(void);
void overlay_helpopen(void);
void overlay_helpadd(unsigned int mod, KeySym ks, int cmd, int i);
void overlay_helpkey(KeySym sym);
void overlay_help(void);
/* pane's scroll bar (PaneList, PaneText, PaneFiles): its rectangle, and
 * the first row shown, the rows that fit, the rows there are; 0 when all
 * fit (no bar) */
int overlay_barat(int pane, Rect *bar, int *top, int *shown, int *total);
