/* See LICENSE file for copyright and license details.
 *
 * overlay.c: what the window draws over its panes, from the core's
 * models read through their headers: the menu (menu.c), the references
 * view (refsview.c), and each pane's scroll bar, whose rectangle x.c also
 * hit-tests. panes.c hands it the drawable, the colours, the sizes and
 * the layout it works out; drawing here starts no I/O.
 */
#include <stdio.h>
#include <string.h>
#include <X11/Xlib.h>
#include <X11/Xft/Xft.h>

#include "draw.h"
#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "hunk.h"
#include "util.h"
#include "gitview.h"
#include "list.h"
#include "patch.h"
#include "pane.h"
#include "goto.h"
#include "refsview.h"
#include "fileview.h"
#include "menu.h"
#include "usercmd.h"
#include "panes.h"

static struct {
	Drw *drw;
	const Theme *clr;
	const Sizes *sz;
	Geom *pn;               /* panes.c's layout: the menu's rectangle is set here */
} ov;

void
overlay_init(Drw *drw, const Theme *clr, const Sizes *sz, Geom *pn)
{
	ov.drw = drw, ov.clr = clr, ov.sz = sz, ov.pn = pn;
}

int
overlay_barat(int pane, Rect *bar, int *top, int *shown, int *total)
{
	const Rect *r = pane == PaneList ? &ov.pn->list : pane == PaneText ? &ov.pn->text : &ov.pn->files;

	if (pane == PaneList)
		*top = list_top(), *shown = core_layout()->listrows, *total = rows();
	else if (pane == PaneText && fview_view()->on)
		*top = fview_view()->at.top, *shown = frows(), *total = fview_view()->text.n;
	else if (pane == PaneText)
		*top = pane_top(), *shown = core_layout()->textrows, *total = tlines();
	else
		*top = pane_filestop(), *shown = core_layout()->filerows,
		*total = tree_view()->on ? tree_view()->nvis : patch_files()->n;
	*bar = (Rect){ r->x + r->w - ov.sz->bar, r->y, ov.sz->bar, r->h };
	if (pane == PaneText && fview_view()->on)  /* below the file's header */
		bar->y += ov.pn->rowh, bar->h -= ov.pn->rowh;
	if (pane == PaneList)  /* beside the whole rows: a part of one is not drawn */
		bar->h = MIN(bar->h, *shown * ov.pn->rowh);
	return *total > *shown && r->h > 0 && r->w > 2 * ov.sz->bar && bar->h > 0;
}

/* where it is and how much there is: the thumb's share of the trough
 * is the rows shown of all; from what is in memory, no I/O */
void
overlay_bar(int pane)
{
	Rect b;
	int top, shown, total, y, h;

	if (!overlay_barat(pane, &b, &top, &shown, &total))
		return;
	h = MAX(2 * ov.sz->bar, (int)((double)b.h * shown / total));
	y = b.y + (int)((double)(b.h - h) * MIN(top, total - shown) / MAX(1, total - shown));
	drw_rect(ov.drw, b.x, b.y, b.w, b.h, &ov.clr->scheme[SchemeBar][ColBg]);
	drw_rect(ov.drw, b.x + ov.sz->px, y, MAX(1, b.w - 2 * ov.sz->px), MIN(h, b.y + b.h - y), &ov.clr->scheme[SchemeBar][ColFg]);
}

/* the menu, over what is drawn; where it is goes to the layout's menu
 * rectangle, which x.c hit-tests */
void
overlay_menu(void)
{
	const Menu *m = menu_get();
	const Clr *c;
	const char *key;
	int i, w = 0, kw = 0, y;
	KeySym ks;

	for (i = 0; i < m->n; i++) {
		w = MAX(w, (int)drw_textw(ov.drw, m->e[i].label, strlen(m->e[i].label)));
		kw = MAX(kw, (int)drw_textw(ov.drw, m->e[i].key, strlen(m->e[i].key)));
		if (m->e[i].user && (ks = usercmd_get(m->e[i].user - 1)->keysym) && XKeysymToString(ks))
			kw = MAX(kw, (int)drw_textw(ov.drw, XKeysymToString(ks), strlen(XKeysymToString(ks))));
	}
	ov.pn->menu.w = MIN(ov.pn->w, w + kw + 5 * ov.pn->charw);
	ov.pn->menu.h = MIN(ov.pn->h, m->n * ov.pn->rowh + 2 * ov.sz->px);
	ov.pn->menu.x = MAX(0, MIN(m->x, ov.pn->w - ov.pn->menu.w));
	ov.pn->menu.y = MAX(0, MIN(m->y, ov.pn->h - ov.pn->menu.h));
	drw_rect(ov.drw, ov.pn->menu.x, ov.pn->menu.y, ov.pn->menu.w, ov.pn->menu.h, &ov.clr->scheme[SchemeDim][ColFg]);
	for (i = 0; i < m->n; i++) {
		c = ov.clr->scheme[i == m->cur ? SchemeSel : SchemeStatus];
		y = ov.pn->menu.y + ov.sz->px + i * ov.pn->rowh;
		drw_rect(ov.drw, ov.pn->menu.x + ov.sz->px, y, ov.pn->menu.w - 2 * ov.sz->px, ov.pn->rowh, &c[ColBg]);
		drw_text(ov.drw, ov.pn->menu.x + ov.pn->charw, y, w, ov.pn->rowh, m->e[i].label, strlen(m->e[i].label), &c[ColFg]);
		key = m->e[i].key;
		if (m->e[i].user && (ks = usercmd_get(m->e[i].user - 1)->keysym) && XKeysymToString(ks))
			key = XKeysymToString(ks);
		drw_text(ov.drw, ov.pn->menu.x + ov.pn->menu.w - kw - ov.pn->charw, y, kw, ov.pn->rowh, key, strlen(key),
		         &ov.clr->scheme[SchemeDim][ColFg]);
	}
}

/* the references view (F2), over the list */
void
overlay_refs(void)
{
	static const int kindscheme[RefLast] = {
		[RefBranch] = SchemeBranch, [RefRemote] = SchemeRemote, [RefTag] = SchemeTag,
	};
	const Clr *st = ov.clr->scheme[SchemeStatus], *c;
	const RefEntry *e;
	char head[96];
	int i, y, x = ov.pn->charw / 2, nw = 0, dw = drw_textw(ov.drw, "0000-00-00", 10);
	int n = MIN(refs_shown() - refs_top(), core_layout()->listrows - 1);

	for (i = 0; i < n; i++)
		nw = MAX(nw, (int)drw_textw(ov.drw, refs_entry(refs_top() + i)->name.s, refs_entry(refs_top() + i)->name.n));
	nw = MIN(nw + ov.pn->charw, ov.pn->w * 2 / 5);
	drw_rect(ov.drw, 0, ov.pn->list.y, ov.pn->w, ov.pn->list.h, &ov.clr->scheme[SchemeNorm][ColBg]);
	drw_rect(ov.drw, 0, ov.pn->list.y, ov.pn->w, ov.pn->rowh, &st[ColBg]);
	if (refs_total() < 0)
		snprintf(head, sizeof(head), "References (reading\xE2\x80\xA6): ");
	else
		snprintf(head, sizeof(head), "References (%d of %d): ", refs_shown(), refs_total());
	x += drw_text(ov.drw, x, ov.pn->list.y, ov.pn->w - x, ov.pn->rowh, head, strlen(head), &st[ColFg]);
	if (refs_filter()->all)  /* selected: what is typed replaces it */
		drw_rect(ov.drw, x, ov.pn->list.y + ov.sz->px, MIN((int)drw_textw(ov.drw, refs_filter()->buf, refs_filter()->len),
		         MAX(0, ov.pn->w - x)), ov.pn->rowh - 2 * ov.sz->px, &ov.clr->scheme[SchemeSel][ColBg]);
	drw_text(ov.drw, x, ov.pn->list.y, MAX(0, ov.pn->w - x), ov.pn->rowh, refs_filter()->buf, refs_filter()->len, &st[ColFg]);
	x += drw_textw(ov.drw, refs_filter()->buf, refs_filter()->cur);
	drw_rect(ov.drw, x, ov.pn->list.y + 2 * ov.sz->px, ov.sz->px, ov.pn->rowh - 4 * ov.sz->px, &st[ColFg]);
	for (i = 0; i < n; i++) {
		e = refs_entry(refs_top() + i);
		y = ov.pn->list.y + (i + 1) * ov.pn->rowh;
		c = ov.clr->scheme[SchemeNorm];
		if (refs_top() + i == refs_cursor())
			drw_rect(ov.drw, 0, y, ov.pn->w, ov.pn->rowh, &(c = ov.clr->scheme[SchemeSel])[ColBg]);
		drw_text(ov.drw, ov.pn->charw / 2, y, nw - ov.pn->charw, ov.pn->rowh, e->name.s, e->name.n,
		         &ov.clr->scheme[e->kind < RefOther ? kindscheme[e->kind] : SchemeOther][ColFg]);
		drw_text(ov.drw, ov.pn->charw / 2 + nw, y, dw, ov.pn->rowh, e->date.s, e->date.n, &ov.clr->scheme[SchemeDim][ColFg]);
		drw_text(ov.drw, nw + dw + ov.pn->charw * 3 / 2, y, MAX(0, ov.pn->w - nw - dw - 2 * ov.pn->charw), ov.pn->rowh,
		         e->subject.s, e->subject.n, &c[ColFg]);
	}
	drw_rect(ov.drw, 0, ov.pn->list.y, ov.pn->w, ov.sz->edge, &ov.clr->scheme[SchemeFocus][ColBg]);
}
