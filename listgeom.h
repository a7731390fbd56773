/* See LICENSE file for copyright and license details.
 *
 * listgeom.h: the commit list's geometry in pixels from the rows on
 * screen: each lane column's x, the author and date columns' widths.
 */

/* the lane columns of a screen: full pitch, then squeezed to a cap */
typedef struct LaneX {
	int x0, pitch;   /* the first column's centre; columns apart */
	int n;           /* columns on screen (the widest row's) */
	int full;        /* columns at full pitch; the rest share */
	int last;        /* the centre of column n - 1 */
} LaneX;

/* n columns from x0, pitch apart, centres within cap: when they do not
 * fit, the first half of the cap keeps the full pitch and the others
 * share the rest, so every row's lines still meet the next's */
void listgeom_lanexinit(LaneX *lx, int x0, int pitch, int n, int cap);
int listgeom_lanex(const LaneX *lx, int i);       /* the centre of column i */
int listgeom_lanexcol(const LaneX *lx, int x);   /* the column nearest x, or -1 */

/* the columns right of the subject, as they give way to it */
typedef struct ColsIn {
	int w, charw;            /* the list's width; a character's */
	int widest, typical;     /* where the text starts on the row whose
	                            graph is widest, and on the median row */
	int datew, dayw;         /* the date with its time; the day alone */
	int authorchars, authormin;  /* the author's width; its narrowest */
	int subjectmin;          /* characters the subject keeps at least */
	int subjectpct;          /* % of the width the median row's keeps */
} ColsIn;

typedef struct Cols {
	int authorw, datew;      /* pixels, a gap included; 0: not shown */
	int day;                 /* the date is the day alone */
} Cols;

/* while the subject has under subjectmin characters on the widest row or
 * subjectpct of the width on the median row, the author shrinks a character
 * at a time to authormin, then goes; the date drops its time, then goes */
void listgeom_cols(const ColsIn *in, Cols *out);
