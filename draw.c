/* See LICENSE file for copyright and license details.
 *
 * draw.c: the pixels, every X and Xft resource drawn with, to a pixmap
 * drw_map copies, so a redraw never flickers. Fonts chain; fontconfig is
 * asked for a character none has, and the answer kept. A colour font
 * (emoji) is taken only from libXft 2.3.5 on, asked at run time: before
 * it, Xft's BGRA glyphs failed with BadLength and killed the client. Glyph
 * widths are cached by code point: measuring costs a look-up a character.
 */
#include <stdlib.h>
#include <X11/Xlib.h>
#include <X11/Xft/Xft.h>

#include "draw.h"
#include "util.h"

#define WCACHE  4096  /* glyph widths kept, by code point */
#define NOMISS  64    /* code points no font has, remembered */
#define ELLIPSIS 0x2026
#define BGRAXFT 20305  /* XftGetVersion() from which colour glyphs draw */

struct Glyph {
	long cp;      /* -1: empty */
	Fnt *font;
	int w;
};

static struct Glyph wcache[WCACHE];
static long misses[NOMISS];
static int nmisses;
static Fnt *cachefonts;  /* the set wcache was filled from */

Drw *
drw_create(Display *dpy, int screen, Window root, unsigned int w, unsigned int h)
{
	Drw *drw = ecalloc(1, sizeof(Drw));

	drw->dpy = dpy;
	drw->screen = screen;
	drw->root = root;
	drw->w = MAX(w, 1), drw->h = MAX(h, 1);
	drw->drawable = XCreatePixmap(dpy, root, drw->w, drw->h, DefaultDepth(dpy, screen));
	drw->gc = XCreateGC(dpy, root, 0, NULL);
	drw->linew = 1;
	drw->xftdraw = XftDrawCreate(dpy, drw->drawable, DefaultVisual(dpy, screen), DefaultColormap(dpy, screen));
	return drw;
}

void
drw_resize(Drw *drw, unsigned int w, unsigned int h)
{
	w = MAX(w, 1), h = MAX(h, 1);
	if (w == drw->w && h == drw->h)
		return;
	drw->w = w, drw->h = h;
	XFreePixmap(drw->dpy, drw->drawable);
	drw->drawable = XCreatePixmap(drw->dpy, drw->root, w, h, DefaultDepth(drw->dpy, drw->screen));
	XftDrawChange(drw->xftdraw, drw->drawable);
}

static void
fontset_free(Display *dpy, Fnt *f)
{
	Fnt *next;

	for (; f; f = next) {
		next = f->next;
		XftFontClose(dpy, f->xfont);
		if (f->pattern)
			FcPatternDestroy(f->pattern);
		free(f);
	}
}

void
drw_free(Drw *drw)
{
	XftDrawDestroy(drw->xftdraw);
	XFreePixmap(drw->dpy, drw->drawable);
	XFreeGC(drw->dpy, drw->gc);
	fontset_free(drw->dpy, drw->fonts);
	free(drw);
}

/* a colour font's glyphs brought down to rowh pixels, ascent and descent:
 * a bitmap one (Noto Color Emoji) has one size, 109 pixels, that
 * fontconfig scales to the size asked with a matrix, its emoji a little
 * taller than the text's row; the matrix is scaled further to fit. NULL
 * where libXft cannot draw colour */
static XftFont *
colourfit(Drw *drw, XftFont *xf, unsigned int rowh)
{
	FcPattern *pat;
	FcMatrix m, *fm;
	double k;

	if (XftGetVersion() < BGRAXFT) {
		XftFontClose(drw->dpy, xf);
		return NULL;
	}
	if (!rowh || (unsigned int)(xf->ascent + xf->descent) <= rowh)
		return xf;
	k = (double)rowh / (xf->ascent + xf->descent);
	pat = FcPatternDuplicate(xf->pattern);
	FcMatrixInit(&m);
	if (FcPatternGetMatrix(pat, FC_MATRIX, 0, &fm) == FcResultMatch)
		m = *fm;
	FcMatrixScale(&m, k, k);
	FcPatternDel(pat, FC_MATRIX);
	FcPatternAddMatrix(pat, FC_MATRIX, &m);
	XftFontClose(drw->dpy, xf);
	if (!(xf = XftFontOpenPattern(drw->dpy, pat)))
		FcPatternDestroy(pat);
	return xf;
}

static Fnt *
xfont_create(Drw *drw, const char *name, FcPattern *match, double scale, unsigned int rowh)
{
	XftFont *xf;
	FcPattern *pat = NULL;
	FcBool col = FcFalse;
	double size;
	Fnt *f;

	if (name) {
		if (!(pat = FcNameParse((const FcChar8 *)name)))
			return NULL;
		if (scale != 1.0) {
			if (FcPatternGetDouble(pat, FC_SIZE, 0, &size) != FcResultMatch)
				size = 10;
			FcPatternDel(pat, FC_SIZE);
			FcPatternDel(pat, FC_PIXEL_SIZE);
			FcPatternAddDouble(pat, FC_SIZE, MAX(3.0, size * scale));
		}
		if (!(xf = XftFontOpenPattern(drw->dpy,
		    XftFontMatch(drw->dpy, drw->screen, pat, &(FcResult){0})))) {
			FcPatternDestroy(pat);
			return NULL;
		}
	} else if (!(xf = XftFontOpenPattern(drw->dpy, match))) {
		FcPatternDestroy(match);
		return NULL;
	}
	if (FcPatternGetBool(xf->pattern, FC_COLOR, 0, &col) != FcResultMatch)
		col = FcFalse;
	if (col && !(xf = colourfit(drw, xf, rowh))) {
		if (pat)
			FcPatternDestroy(pat);
		return NULL;
	}
	f = ecalloc(1, sizeof(Fnt));
	f->colour = col;
	f->xfont = xf;
	f->pattern = pat;
	f->h = xf->ascent + xf->descent;
	if (FcPatternGetDouble(xf->pattern, FC_PIXEL_SIZE, 0, &f->px) != FcResultMatch)
		f->px = xf->height;
	return f;
}

void
drw_fontset_create(Drw *drw, const char *fonts[], size_t n, double scale)
{
	Fnt *set = NULL, **tail = &set, *f;
	size_t i;

	for (i = 0; i < n; i++)
		if ((f = xfont_create(drw, fonts[i], NULL, scale, set ? set->h : 0))) {
			*tail = f;
			tail = &f->next;
		}
	if (!set && !(set = xfont_create(drw, "monospace", NULL, scale, 0)))
		die("no font could be loaded");
	fontset_free(drw->dpy, drw->fonts);
	drw->fonts = set;
	cachefonts = NULL;
}

int
drw_clr_create(Drw *drw, Clr *dest, const char *name)
{
	return XftColorAllocName(drw->dpy, DefaultVisual(drw->dpy, drw->screen),
	                         DefaultColormap(drw->dpy, drw->screen), name, dest) ? 0 : -1;
}

/* ask fontconfig for a font that has cp, a colour one if colour (a
 * match prefers a scalable font over one with cp: Noto Color Emoji, a
 * bitmap font, is asked for by its colour); NULL if none */
static Fnt *
findfont(Drw *drw, long cp, int colour)
{
	FcCharSet *cs;
	FcPattern *pat, *match;
	FcResult res;
	Fnt *f;
	double dpi;

	cs = FcCharSetCreate();
	FcCharSetAddChar(cs, cp);
	pat = drw->fonts->pattern ? FcPatternDuplicate(drw->fonts->pattern) : FcPatternCreate();
	FcPatternAddCharSet(pat, FC_CHARSET, cs);
	if (colour)
		FcPatternAddBool(pat, FC_COLOR, FcTrue);
	else
		FcPatternAddBool(pat, FC_SCALABLE, FcTrue);
	FcPatternDel(pat, FC_FAMILY);
	/* at the first font's size in pixels and dpi: FcDefaultSubstitute
	 * would take 75 dpi, and the glyph would come out smaller */
	FcPatternDel(pat, FC_SIZE);
	FcPatternDel(pat, FC_PIXEL_SIZE);
	FcPatternDel(pat, FC_DPI);
	FcPatternAddDouble(pat, FC_PIXEL_SIZE, drw->fonts->px);
	if (FcPatternGetDouble(drw->fonts->xfont->pattern, FC_DPI, 0, &dpi) == FcResultMatch)
		FcPatternAddDouble(pat, FC_DPI, dpi);
	FcConfigSubstitute(NULL, pat, FcMatchPattern);
	FcDefaultSubstitute(pat);
	match = XftFontMatch(drw->dpy, drw->screen, pat, &res);
	FcCharSetDestroy(cs);
	FcPatternDestroy(pat);
	f = match ? xfont_create(drw, NULL, match, 1.0, drw->fonts->h) : NULL;
	if (f && (!XftCharExists(drw->dpy, f->xfont, cp) || f->colour != colour)) {
		fontset_free(drw->dpy, f);
		f = NULL;
	}
	return f;
}

/* a font for cp, added to the chain: a colour one first while the chain
 * has none and libXft draws colour; NULL if none */
static Fnt *
fallback(Drw *drw, long cp)
{
	Fnt *f, *last;
	int i, colour = 0;

	for (i = 0; i < nmisses; i++)
		if (misses[i] == cp)
			return NULL;
	for (last = drw->fonts; last->next; last = last->next)
		colour |= last->colour;
	colour |= last->colour;
	if ((colour || XftGetVersion() < BGRAXFT || !(f = findfont(drw, cp, 1))) &&
	    !(f = findfont(drw, cp, 0))) {
		misses[nmisses++ % NOMISS] = cp;
		nmisses = MIN(nmisses, NOMISS);
		return NULL;
	}
	last->next = f;
	return f;
}

/* the font that draws cp (the first one if none can) and its width */
static struct Glyph *
glyph(Drw *drw, long cp)
{
	struct Glyph *g;
	XGlyphInfo ext;
	FcChar32 c = cp;
	Fnt *f;
	int i;

	if (cachefonts != drw->fonts) {
		for (i = 0; i < WCACHE; i++)
			wcache[i].cp = -1;
		nmisses = 0;
		cachefonts = drw->fonts;
	}
	g = &wcache[cp % WCACHE];
	if (g->cp == cp)
		return g;
	for (f = drw->fonts; f; f = f->next)
		if (XftCharExists(drw->dpy, f->xfont, c))
			break;
	if (!f && !(f = fallback(drw, cp)))
		f = drw->fonts;
	XftTextExtents32(drw->dpy, f->xfont, &c, 1, &ext);
	g->cp = cp;
	g->font = f;
	g->w = ext.xOff;
	return g;
}

unsigned int
drw_textw(Drw *drw, const char *text, size_t len)
{
	size_t i = 0;
	unsigned int w = 0;
	long cp;

	while (i < len) {
		i += utf8_decode(text + i, len - i, &cp);
		w += glyph(drw, cp)->w;
	}
	return w;
}

static void
flush(Drw *drw, const Clr *fg, Fnt *f, int x, int y, int h, FcChar32 *run, int n)
{
	if (n == 0 || !fg)
		return;
	XftDrawString32(drw->xftdraw, fg, f->xfont, x, y + (h - (int)drw->fonts->h) / 2 + drw->fonts->xfont->ascent,
	                run, n);
}

unsigned int
drw_text(Drw *drw, int x, int y, unsigned int w, unsigned int h, const char *text, size_t len, const Clr *fg)
{
	FcChar32 run[256];
	struct Glyph *g;
	size_t i = 0, k;
	unsigned int ew = 0, limit = w;
	int n = 0, rx = x, cx = x, cut = 0;
	Fnt *rf = NULL;
	long cp;

	if (drw_textw(drw, text, len) > w) {
		ew = glyph(drw, ELLIPSIS)->w;
		limit = w > ew ? w - ew : 0;
		cut = 1;
	}
	while (i < len) {
		k = utf8_decode(text + i, len - i, &cp);
		g = glyph(drw, cp);
		if (cx + g->w - x > (int)limit)
			break;
		i += k;
		if (g->font != rf || n == (int)LEN(run)) {
			flush(drw, fg, rf, rx, y, h, run, n);
			rf = g->font, rx = cx, n = 0;
		}
		run[n++] = cp;
		cx += g->w;
	}
	flush(drw, fg, rf, rx, y, h, run, n);
	if (cut && w >= ew) {
		g = glyph(drw, ELLIPSIS);
		run[0] = ELLIPSIS;
		flush(drw, fg, g->font, cx, y, h, run, 1);
		cx += g->w;
	}
	return cx - x;
}

void
drw_rect(Drw *drw, int x, int y, unsigned int w, unsigned int h, const Clr *c)
{
	XSetForeground(drw->dpy, drw->gc, c->pixel);
	XFillRectangle(drw->dpy, drw->drawable, drw->gc, x, y, w, h);
}

void
drw_line(Drw *drw, int x1, int y1, int x2, int y2, unsigned int width, const Clr *c)
{
	XSetForeground(drw->dpy, drw->gc, c->pixel);
	XSetLineAttributes(drw->dpy, drw->gc, width, LineSolid, width > 1 ? CapRound : CapButt, JoinRound);
	XDrawLine(drw->dpy, drw->drawable, drw->gc, x1, y1, x2, y2);
}

void
drw_dot(Drw *drw, int cx, int cy, unsigned int r, int hollow, const Clr *fill, const Clr *line)
{
	XSetForeground(drw->dpy, drw->gc, hollow ? fill->pixel : line->pixel);
	XFillArc(drw->dpy, drw->drawable, drw->gc, cx - r, cy - r, 2 * r, 2 * r, 0, 360 * 64);
	XSetForeground(drw->dpy, drw->gc, line->pixel);
	XSetLineAttributes(drw->dpy, drw->gc, drw->linew, LineSolid, CapButt, JoinMiter);
	XDrawArc(drw->dpy, drw->drawable, drw->gc, cx - r, cy - r, 2 * r, 2 * r, 0, 360 * 64);
}

void
drw_map(Drw *drw, Window win, int x, int y, unsigned int w, unsigned int h)
{
	XCopyArea(drw->dpy, drw->drawable, win, drw->gc, x, y, w, h, x, y);
}

void
drw_clip(Drw *drw, int x, int y, unsigned int w, unsigned int h)
{
	XRectangle r = { x, y, w, h };

	if (w == 0) {
		XSetClipMask(drw->dpy, drw->gc, None);
		XftDrawSetClip(drw->xftdraw, NULL);
		return;
	}
	XSetClipRectangles(drw->dpy, drw->gc, 0, 0, &r, 1, Unsorted);
	XftDrawSetClipRectangles(drw->xftdraw, 0, 0, &r, 1);
}

void
drw_poly(Drw *drw, XPoint *p, int n, const Clr *fill, const Clr *line)
{
	XSetForeground(drw->dpy, drw->gc, fill->pixel);
	XFillPolygon(drw->dpy, drw->drawable, drw->gc, p, n, Nonconvex, CoordModeOrigin);
	XSetForeground(drw->dpy, drw->gc, line->pixel);
	XSetLineAttributes(drw->dpy, drw->gc, drw->linew, LineSolid, CapButt, JoinMiter);
	p[n] = p[0];  /* the caller leaves room for the closing point */
	XDrawLines(drw->dpy, drw->drawable, drw->gc, p, n + 1, CoordModeOrigin);
}
