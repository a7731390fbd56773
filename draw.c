/* See LICENSE file for copyright and license details.
 *
 * draw.c: the pixels, every X and Xft resource drawn with, to a pixmap
 * drw_map copies, so a redraw never flickers. Fonts chain; fontconfig is
 * asked for a character none has, and the answer kept. A colour font
 * (emoji) is taken only from libXft 2.3.5 on, asked at run time: before
 * it, Xft's BGRA glyphs failed with BadLength and killed the client; then
 * an emoji takes a colour font before any other in the chain. Glyph
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
	Drw *drw = calloc(1, sizeof(Drw));

	if (!drw)
		die("calloc:");
	drw->dpy = dpy;
	drw->screen = screen;
	drw->root = root;
	drw->w = MAX(w, 1), drw->h = MAX(h, 1);
	drw->drawable = XCreatePixmap(dpy, root, drw->w, drw->h, DefaultDepth(dpy, screen));
	drw->gc = XCreateGC(dpy, root, 0, NULL);
	drw->linew = 1;
	drw->xftdraw = XftDrawCreate(dpy, drw->drawable, DefaultVisual(dpy, screen),
	                             DefaultColormap(dpy, screen));
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
	drw->drawable = XCreatePixmap(drw->dpy, drw->root, w, h,
	                              DefaultDepth(drw->dpy, drw->screen));
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
	if (!(f = calloc(1, sizeof(Fnt))))
		die("calloc:");
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

/* does cp show as an emoji by default (Unicode's Emoji_Presentation,
 * its main blocks and the symbols before them that have it)? */
static int
emojipresented(long cp)
{
	static const long range[][2] = {
		{ 0x231A, 0x231B }, { 0x23E9, 0x23EC }, { 0x23F0, 0x23F0 }, { 0x23F3, 0x23F3 },
		{ 0x25FD, 0x25FE }, { 0x2614, 0x2615 }, { 0x2648, 0x2653 }, { 0x267F, 0x267F },
		{ 0x2693, 0x2693 }, { 0x26A1, 0x26A1 }, { 0x26AA, 0x26AB }, { 0x26BD, 0x26BE },
		{ 0x26C4, 0x26C5 }, { 0x26CE, 0x26CE }, { 0x26D4, 0x26D4 }, { 0x26EA, 0x26EA },
		{ 0x26F2, 0x26F3 }, { 0x26F5, 0x26F5 }, { 0x26FA, 0x26FA }, { 0x26FD, 0x26FD },
		{ 0x2705, 0x2705 }, { 0x270A, 0x270B }, { 0x2728, 0x2728 }, { 0x274C, 0x274C },
		{ 0x274E, 0x274E }, { 0x2753, 0x2755 }, { 0x2757, 0x2757 }, { 0x2795, 0x2797 },
		{ 0x27B0, 0x27B0 }, { 0x27BF, 0x27BF }, { 0x2B1B, 0x2B1C }, { 0x2B50, 0x2B50 },
		{ 0x2B55, 0x2B55 }, { 0x1F004, 0x1F004 }, { 0x1F0CF, 0x1F0CF },
		{ 0x1F18E, 0x1F18E }, { 0x1F191, 0x1F19A }, { 0x1F1E6, 0x1F1FF },
		{ 0x1F300, 0x1F320 }, { 0x1F32D, 0x1F335 }, { 0x1F337, 0x1F37C },
		{ 0x1F37E, 0x1F393 }, { 0x1F3A0, 0x1F3CA }, { 0x1F3CF, 0x1F3D3 },
		{ 0x1F3E0, 0x1F3F0 }, { 0x1F3F4, 0x1F3F4 }, { 0x1F3F8, 0x1F43E },
		{ 0x1F440, 0x1F440 }, { 0x1F442, 0x1F4FC }, { 0x1F4FF, 0x1F53D },
		{ 0x1F54B, 0x1F54E }, { 0x1F550, 0x1F567 }, { 0x1F57A, 0x1F57A },
		{ 0x1F595, 0x1F596 }, { 0x1F5A4, 0x1F5A4 }, { 0x1F5FB, 0x1F64F },
		{ 0x1F680, 0x1F6C5 }, { 0x1F6CC, 0x1F6CC }, { 0x1F6D0, 0x1F6D2 },
		{ 0x1F6D5, 0x1F6D7 }, { 0x1F6DC, 0x1F6DF }, { 0x1F6EB, 0x1F6EC },
		{ 0x1F6F4, 0x1F6FC }, { 0x1F7E0, 0x1F7EB }, { 0x1F7F0, 0x1F7F0 },
		{ 0x1F90C, 0x1F93A }, { 0x1F93C, 0x1F945 }, { 0x1F947, 0x1F9FF },
		{ 0x1FA70, 0x1FAFF },
	};
	size_t i;

	for (i = 0; i < LEN(range) && cp >= range[i][0]; i++)
		if (cp <= range[i][1])
			return 1;
	return 0;
}

/* an emoji takes a colour font first, whatever came before it in the
 * chain (DejaVu Sans, pulled in by Hebrew, has grey ones): one of the
 * chain's, or one fontconfig finds, added to it; NULL if none */
static Fnt *
colourfont(Drw *drw, long cp)
{
	Fnt *f, *last;

	if (XftGetVersion() < BGRAXFT || !emojipresented(cp))
		return NULL;
	for (f = drw->fonts; f; f = f->next)
		if (f->colour && XftCharExists(drw->dpy, f->xfont, (FcChar32)cp))
			return f;
	if (!(f = findfont(drw, cp, 1)))
		return NULL;
	for (last = drw->fonts; last->next; last = last->next)
		;
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
	if (!(f = colourfont(drw, cp)))
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
	XftDrawString32(drw->xftdraw, fg, f->xfont, x,
	                y + (h - (int)drw->fonts->h) / 2 + drw->fonts->xfont->ascent, run, n);
}

unsigned int
drw_text(Drw *drw, int x, int y, unsigned int w, unsigned int h, const char *text, size_t len,
         const Clr *fg)
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
	XSetLineAttributes(drw->dpy, drw->gc, width, LineSolid, width > 1 ? CapRound : CapButt,
	                   JoinRound);
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
