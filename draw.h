/* See LICENSE file for copyright and license details. */

typedef struct Fnt {
	unsigned int h;      /* ascent + descent */
	double px;           /* its size in pixels */
	int colour;          /* glyphs in colour (BGRA): an emoji font */
	XftFont *xfont;
	FcPattern *pattern;  /* NULL for a fallback found by fontconfig */
	struct Fnt *next;
} Fnt;

typedef XftColor Clr;

typedef struct {
	unsigned int w, h;
	Display *dpy;
	int screen;
	Window root;
	Drawable drawable;
	GC gc;
	XftDraw *xftdraw;
	Fnt *fonts;
	unsigned int linew;  /* the width of outlines (dots, polygons): 1 unless set */
} Drw;

Drw *drw_create(Display *dpy, int screen, Window root, unsigned int w, unsigned int h);
void drw_resize(Drw *drw, unsigned int w, unsigned int h);
void drw_free(Drw *drw);

/* the first font that opens leads; the rest and fontconfig's finds follow */
void drw_fontset_create(Drw *drw, const char *fonts[], size_t n, double scale);

int drw_clr_create(Drw *drw, Clr *dest, const char *name);

void drw_rect(Drw *drw, int x, int y, unsigned int w, unsigned int h, const Clr *c);
void drw_line(Drw *drw, int x1, int y1, int x2, int y2, unsigned int width, const Clr *c);
void drw_dot(Drw *drw, int cx, int cy, unsigned int r, int hollow, const Clr *fill,
             const Clr *line);
/* text clipped to w pixels with an ellipsis; returns the width used */
unsigned int drw_text(Drw *drw, int x, int y, unsigned int w, unsigned int h, const char *text,
                      size_t len, const Clr *fg);
unsigned int drw_textw(Drw *drw, const char *text, size_t len);
void drw_map(Drw *drw, Window win, int x, int y, unsigned int w, unsigned int h);
/* draw only inside the rectangle, until drw_clip with w == 0 */
void drw_clip(Drw *drw, int x, int y, unsigned int w, unsigned int h);
void drw_poly(Drw *drw, XPoint *p, int n, const Clr *fill, const Clr *line);
