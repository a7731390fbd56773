/* See LICENSE file for copyright and license details.
 *
 * overlay.c: what the window draws over its panes, from the core's
 * models read through their headers: the menu (menu.c), the references
 * view (refsview.c), each pane's scroll bar, whose rectangle x.c also
 * hit-tests, and the keys' list (F1), which x.c fills from keys[], each
 * key's text found by its command. panes.c hands it the drawable, the
 * colours, the sizes and the layout it works out; drawing here starts no
 * I/O.
 */
#include <stdio.h>
#include <string.h>
#include <X11/Xlib.h>
#include <X11/keysym.h>
#include <X11/Xft/Xft.h>

#include "draw.h"
#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "hunk.h"
#include "util.h"
#include "core.h"
#include "usercmd.h"
#include "gitview.h"
#include "list.h"
#include "patch.h"
#include "pane.h"
#include "goto.h"
#include "refsview.h"
#include "fileview.h"
#include "menu.h"
#include "panes.h"

#define HELPMAX 160     /* rows of the keys' list */
#define ANYARG  0x7fffffff

static struct {
	Drw *drw;
	const Theme *clr;
	const Sizes *sz;
	Geom *pn;               /* panes.c's layout: the menu's rectangle is set here */
	struct {
		int on, top, n, rows;   /* rows: those the window had room for */
		struct { char name[48]; const char *text; } row[HELPMAX];
	} help;
} ov;

/* what a command does, by the command and its argument: an exact
 * argument, +1 or -1 for any of that sign, or ANYARG; a key bound to a
 * command not here is listed as "(no description)" */
static const struct {
	int cmd;
	int arg;
	const char *text;
} keytext[] = {
	{ ListMove, +1, "next commit" }, { ListMove, -1, "previous commit" },
	{ ListPage, +1, "a page of commits down" }, { ListPage, -1, "a page of commits up" },
	{ ListEdge, 0, "first commit" }, { ListEdge, 1, "last commit" },
	{ ListPick, ANYARG, "with -p: print the commit and quit" },
	{ LinesChoose, +1, "file view: choose lines down" },
	{ LinesChoose, -1, "file view: choose lines up" },
	{ TextScroll, +1, "a line down" }, { TextScroll, -1, "a line up" },
	{ TextPage, +1, "a page down" }, { TextPage, -1, "a page up" },
	{ TextJump, 0, "top" }, { TextJump, 1, "bottom" },
	{ TextFile, +1, "next file's patch" }, { TextFile, -1, "previous file's patch" },
	{ TextLink, ANYARG, "follow the commit id or link at hand" },
	{ TextSide, +1, "scroll right" }, { TextSide, -1, "scroll left" },
	{ FilesMove, +1, "next file" }, { FilesMove, -1, "previous file" },
	{ FilesPage, +1, "a page of files down" }, { FilesPage, -1, "a page of files up" },
	{ FilesJump, 0, "first file" }, { FilesJump, 1, "last file" },
	{ FilesNarrow, ANYARG, "the patch of this file only" },
	{ FilesAhead, ANYARG, "type-ahead: jump to a name's start" },
	{ BlameParent, ANYARG, "blame: the line's commit's parent" },
	{ BlameBack, ANYARG, "blame: back" },
	{ LinesLog, ANYARG, "history of the lines chosen (git log -L)" },
	{ OriginBlame, ANYARG, "blame the file at hand" },
	{ OriginLine, ANYARG, "origin of the patch line at hand" },
	{ TreeToggle, ANYARG, "whole tree / touched files" },
	{ Widen, ANYARG, "leave the view, show all files" },
	{ FocusNext, +1, "focus the next pane" }, { FocusNext, -1, "focus the previous pane" },
	{ GotoFocus, ANYARG, "goto: a revision, or a line in the file view" },
	{ RefsShow, ANYARG, "references: branches and tags" },
	{ ListHistory, -1, "back through the commits selected" }, { ListHistory, +1, "forward" },
	{ Reload, ANYARG, "reload" },
	{ ViewEdit, ANYARG, "edit the view's arguments" },
	{ ViewPick, 0, "view 1 of views[] (config.h)" },
	{ ViewPick, 1, "view 2 of views[] (config.h)" },
	{ ViewPick, 2, "view 3 of views[] (config.h)" },
	{ ViewPick, 3, "view 4 of views[] (config.h)" },
	{ ViewPick, ANYARG, "a view of views[] (config.h)" },
	{ FindAsk, '/', "find forward" }, { FindAsk, '?', "find backward" },
	{ FindAsk, '&', "filter the commits" },
	{ FindNext, +1, "next match" }, { FindNext, -1, "previous match" },
	{ CopyId, ANYARG, "copy the SHA1 or the text chosen" },
	{ CopyRef, ANYARG, "copy the commit's reference" },
	{ FormatPatch, ANYARG, "write the patch to a file" },
	{ UserRun, ANYARG, "a command of usercmds[] (the menu names it)" },
	{ CopyPath, ANYARG, "copy the file's path" },
	{ CopyLine, ANYARG, "copy the patch line at hand" },
	{ ExtDiff, ANYARG, "the file in the external diff tool" },
	{ FindTouching, ANYARG, "highlight the commits that touch the file" },
	{ ListMark, ANYARG, "mark the commit" },
	{ ListFold, 0, "folded merges: the first-parent line, or all again" },
	{ ListFold, +1, "open the merge's fold" }, { ListFold, -1, "fold the merge again" },
	{ ListCompare, ViewCompare, "diff marked -> this" },
	{ ListCompare, ViewBack, "diff this -> marked" },
	{ ListCompare, ViewRange, "the commits between marked and this" },
	{ DiffSpace, ANYARG, "ignore whitespace (-w)" },
	{ BlameOption, 'C', "blame: follow moved lines (-C)" },
	{ BlameOption, 'p', "blame: by merge (--first-parent)" },
	{ DiffContext, +1, "more context lines" }, { DiffContext, -1, "fewer context lines" },
	{ DiffPaths, ANYARG, "all paths / the path limit" },
	{ DiffWords, ANYARG, "word diff" },
	{ DiffSide, ANYARG, "side by side" },
	{ DiffMerge, ANYARG, "merges: next diff mode" },
	{ Quit, ANYARG, "quit" },
	{ Zoom, +1, "bigger fonts" }, { Zoom, -1, "smaller fonts" },
	{ Zoom, 0, "fonts at their size" },
	{ MenuKey, ANYARG, "the menu of the focused pane" },
	{ KeysHelp, ANYARG, "this list of keys" },
};

/* the text of a key bound to cmd with arg i, from keytext[]: the
 * exact argument first, then its sign (compare's views are all > 0) */
static const char *
keydesc(int cmd, int i)
{
	size_t k;

	for (k = 0; k < LEN(keytext); k++)
		if (keytext[k].cmd == cmd && (keytext[k].arg == ANYARG || keytext[k].arg == i))
			return keytext[k].text;
	for (k = 0; k < LEN(keytext); k++)
		if (keytext[k].cmd == cmd && (keytext[k].arg == 1 || keytext[k].arg == -1) &&
		    (i > 0) - (i < 0) == keytext[k].arg)
			return keytext[k].text;
	return NULL;
}

void
overlay_init(Drw *drw, const Theme *clr, const Sizes *sz, Geom *pn)
{
	ov.drw = drw, ov.clr = clr, ov.sz = sz, ov.pn = pn;
}

int
overlay_barat(int pane, Rect *bar, int *top, int *shown, int *total)
{
	const Rect *r = pane == PaneList ? &ov.pn->list : pane == PaneText ? &ov.pn->text :
	                &ov.pn->files;
	ListView lv = { 0 };
	PaneView pv;
	FviewView fv;

	fview_get(&fv);
	if (pane == PaneList)
		list_get(&lv), *top = lv.top, *shown = lv.fit, *total = lv.rows;
	else if (pane == PaneText && fv.on)
		*top = fv.top, *shown = fv.fit, *total = fv.lines;
	else if (pane == PaneText)
		pane_get(&pv), *top = pv.top, *shown = pv.fit, *total = pv.lines;
	else
		*top = fv.ftop, *shown = fv.ffit, *total = fv.ftotal;
	*bar = (Rect){ r->x + r->w - ov.sz->bar, r->y, ov.sz->bar, r->h };
	if (pane == PaneText && fv.on)  /* below the file's header */
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
	drw_rect(ov.drw, b.x + ov.sz->px, y, MAX(1, b.w - 2 * ov.sz->px), MIN(h, b.y + b.h - y),
	         &ov.clr->scheme[SchemeBar][ColFg]);
}

/* a key as people write it: the character a printable key types (/, &,
 * [), Shift-Tab, Space; else X's name for it (Return, Next, F1) */
static const char *
keyname(KeySym ks, char *buf, size_t cap)
{
	static const struct { KeySym ks; const char *name; } named[] = {
		{ XK_ISO_Left_Tab, "Shift-Tab" }, { XK_space, "Space" }, { XK_KP_Add, "Keypad+" },
		{ XK_KP_Subtract, "Keypad-" }, { XK_KP_Enter, "Enter" },
	};
	const char *name;
	size_t i;

	for (i = 0; i < LEN(named); i++)
		if (named[i].ks == ks)
			return named[i].name;
	if (ks > XK_space && ks <= XK_asciitilde) {  /* Latin-1's keysyms are its characters */
		snprintf(buf, cap, "%c", (int)ks);
		return buf;
	}
	return (name = XKeysymToString(ks)) ? name : "?";
}

/* the menu, over what is drawn; where it is goes to the layout's menu
 * rectangle, which x.c hit-tests */
void
overlay_menu(void)
{
	const Menu *m = menu_get();
	const Geom *pn = ov.pn;
	Rect *mr = &ov.pn->menu;
	const Clr *c;
	const char *key;
	char buf[8];
	int i, w = 0, kw = 0, y;
	KeySym ks;

	for (i = 0; i < m->n; i++) {
		w = MAX(w, (int)drw_textw(ov.drw, m->e[i].label, strlen(m->e[i].label)));
		kw = MAX(kw, (int)drw_textw(ov.drw, m->e[i].key, strlen(m->e[i].key)));
		key = m->e[i].user && (ks = m->e[i].keysym) ? keyname(ks, buf, sizeof(buf)) : "";
		kw = MAX(kw, (int)drw_textw(ov.drw, key, strlen(key)));
	}
	mr->w = MIN(pn->w, w + kw + 5 * pn->charw);
	mr->h = MIN(pn->h, m->n * pn->rowh + 2 * ov.sz->px);
	mr->x = MAX(0, MIN(m->x, pn->w - mr->w));
	mr->y = MAX(0, MIN(m->y, pn->h - mr->h));
	drw_rect(ov.drw, mr->x, mr->y, mr->w, mr->h, &ov.clr->scheme[SchemeDim][ColFg]);
	for (i = 0; i < m->n; i++) {
		c = ov.clr->scheme[i == m->cur ? SchemeSel : SchemeStatus];
		y = mr->y + ov.sz->px + i * pn->rowh;
		drw_rect(ov.drw, mr->x + ov.sz->px, y, mr->w - 2 * ov.sz->px, pn->rowh, &c[ColBg]);
		drw_text(ov.drw, mr->x + pn->charw, y, w, pn->rowh, m->e[i].label,
		         strlen(m->e[i].label), &c[ColFg]);
		key = m->e[i].key;
		if (m->e[i].user && (ks = m->e[i].keysym))
			key = keyname(ks, buf, sizeof(buf));
		drw_text(ov.drw, mr->x + mr->w - kw - pn->charw, y, kw, pn->rowh, key, strlen(key),
		         &ov.clr->scheme[SchemeDim][ColFg]);
	}
}

/* the references view (F2), over the list: its filter on the first row,
 * then a ref a row, its name in its label's colour, its date, its subject */
void
overlay_refs(const RefsView *v)
{
	static const int kindscheme[RefLast] = {
		[RefBranch] = SchemeBranch, [RefRemote] = SchemeRemote, [RefTag] = SchemeTag,
		[RefOther] = SchemeOther, [RefWorktree] = SchemeOther, [RefStash] = SchemeOther,
		[RefBad] = SchemeBad, [RefGood] = SchemeGood,
	};
	const Clr *st = ov.clr->scheme[SchemeStatus], *c;
	const Geom *pn = ov.pn;
	const Edit *f = v->filter;
	const RefEntry *e;
	char head[96];
	int i, y, x = pn->charw / 2, nw = 0, dw = drw_textw(ov.drw, "0000-00-00", 10);

	for (i = 0; i < v->n; i++)
		nw = MAX(nw, (int)drw_textw(ov.drw, v->row[i]->name.s, v->row[i]->name.n));
	nw = MIN(nw + pn->charw, pn->w * 2 / 5);
	drw_rect(ov.drw, 0, pn->list.y, pn->w, pn->list.h, &ov.clr->scheme[SchemeNorm][ColBg]);
	drw_rect(ov.drw, 0, pn->list.y, pn->w, pn->rowh, &st[ColBg]);
	if (v->total < 0)
		snprintf(head, sizeof(head), "References (reading\xE2\x80\xA6): ");
	else
		snprintf(head, sizeof(head), "References (%d of %d): ", v->shown, v->total);
	x += drw_text(ov.drw, x, pn->list.y, pn->w - x, pn->rowh, head, strlen(head), &st[ColFg]);
	if (f->all)  /* selected: what is typed replaces it */
		drw_rect(ov.drw, x, pn->list.y + ov.sz->px,
		         MIN((int)drw_textw(ov.drw, f->buf, f->len), MAX(0, pn->w - x)),
		         pn->rowh - 2 * ov.sz->px, &ov.clr->scheme[SchemeSel][ColBg]);
	drw_text(ov.drw, x, pn->list.y, MAX(0, pn->w - x), pn->rowh, f->buf, f->len, &st[ColFg]);
	x += drw_textw(ov.drw, f->buf, f->cur);
	drw_rect(ov.drw, x, pn->list.y + 2 * ov.sz->px, ov.sz->px, pn->rowh - 4 * ov.sz->px,
	         &st[ColFg]);
	for (i = 0; i < v->n; i++) {
		e = v->row[i];
		y = pn->list.y + (i + 1) * pn->rowh;
		c = ov.clr->scheme[SchemeNorm];
		if (v->top + i == v->cursor) {
			c = ov.clr->scheme[SchemeSel];
			drw_rect(ov.drw, 0, y, pn->w, pn->rowh, &c[ColBg]);
		}
		drw_text(ov.drw, pn->charw / 2, y, nw - pn->charw, pn->rowh, e->name.s, e->name.n,
		         &ov.clr->scheme[kindscheme[e->kind]][ColFg]);
		drw_text(ov.drw, pn->charw / 2 + nw, y, dw, pn->rowh, e->date.s, e->date.n,
		         &ov.clr->scheme[SchemeDim][ColFg]);
		drw_text(ov.drw, nw + dw + pn->charw * 3 / 2, y,
		         MAX(0, pn->w - nw - dw - 2 * pn->charw), pn->rowh,
		         e->subject.s, e->subject.n, &c[ColFg]);
	}
	drw_rect(ov.drw, 0, pn->list.y, pn->w, ov.sz->edge, &ov.clr->scheme[SchemeFocus][ColBg]);
}

int
overlay_helpon(void)
{
	return ov.help.on;
}

void
overlay_helpopen(void)
{
	ov.help.on = 1, ov.help.top = ov.help.n = 0;
	core_dirty(DirtyAll);
}

/* a key of the list: its name with its modifiers, its text from keytext[] */
void
overlay_helpadd(unsigned int mod, KeySym ks, int cmd, int i)
{
	char buf[8];
	const char *name = keyname(ks, buf, sizeof(buf));

	if (ov.help.n >= HELPMAX)
		return;
	snprintf(ov.help.row[ov.help.n].name, sizeof(ov.help.row[0].name), "%s%s%s%s%s",
	         mod & ShiftMask ? "Shift-" : "", mod & ControlMask ? "Ctrl-" : "",
	         mod & Mod1Mask ? "Alt-" : "", mod & Mod4Mask ? "Super-" : "", name);
	ov.help.row[ov.help.n].text = keydesc(cmd, i) ? keydesc(cmd, i) : "(no description)";
	pipe_trace("keys: %s  %s", ov.help.row[ov.help.n].name, ov.help.row[ov.help.n].text);
	ov.help.n++;
}

/* Escape or F1 closes; Up, Down, Prior, Next scroll when it does not fit */
void
overlay_helpkey(KeySym sym)
{
	int d = sym == XK_Down || sym == XK_j ? 1 : sym == XK_Up || sym == XK_k ? -1 :
	        sym == XK_Next ? ov.help.rows : sym == XK_Prior ? -ov.help.rows : 0;

	if (sym == XK_Escape || sym == XK_F1) {
		ov.help.on = 0;
		pipe_trace("keys: closed");
	}
	ov.help.top = MAX(0, MIN(ov.help.top + d, ov.help.n - ov.help.rows));
	core_dirty(DirtyAll);
}

/* the keys' list, over the panes: a title row, then a key a row */
void
overlay_help(void)
{
	const Clr *st = ov.clr->scheme[SchemeStatus], *c = ov.clr->scheme[SchemeNorm];
	const char *name, *text;
	char head[96];
	int i, y, nw = 0, tw = 0, w, h, x0, y0, cw = ov.pn->charw, rh = ov.pn->rowh;

	for (i = 0; i < ov.help.n; i++) {
		name = ov.help.row[i].name, text = ov.help.row[i].text;
		nw = MAX(nw, (int)drw_textw(ov.drw, name, strlen(name)));
		tw = MAX(tw, (int)drw_textw(ov.drw, text, strlen(text)));
	}
	ov.help.rows = MAX(1, MIN(ov.help.n, ov.pn->h / rh - 1));
	ov.help.top = MAX(0, MIN(ov.help.top, ov.help.n - ov.help.rows));
	snprintf(head, sizeof(head), "Keys (%d-%d of %d), Escape closes",
	         ov.help.n ? ov.help.top + 1 : 0, ov.help.top + ov.help.rows, ov.help.n);
	nw += 2 * cw;
	w = MIN(ov.pn->w, MAX(nw + tw, (int)drw_textw(ov.drw, head, strlen(head))) + 2 * cw);
	h = MIN(ov.pn->h, (ov.help.rows + 1) * rh);
	x0 = (ov.pn->w - w) / 2, y0 = (ov.pn->h - h) / 2;
	drw_rect(ov.drw, x0, y0, w, h, &c[ColBg]);
	drw_rect(ov.drw, x0, y0, w, rh, &st[ColBg]);
	drw_text(ov.drw, x0 + cw, y0, w - cw, rh, head, strlen(head), &st[ColFg]);
	for (i = 0; i < ov.help.rows && ov.help.top + i < ov.help.n; i++) {
		y = y0 + (i + 1) * rh;
		name = ov.help.row[ov.help.top + i].name, text = ov.help.row[ov.help.top + i].text;
		drw_text(ov.drw, x0 + cw, y, nw, rh, name, strlen(name),
		         &ov.clr->scheme[SchemeTag][ColFg]);
		drw_text(ov.drw, x0 + cw + nw, y, MAX(0, w - nw - 2 * cw), rh, text, strlen(text),
		         &c[ColFg]);
	}
	drw_rect(ov.drw, x0, y0, w, ov.sz->edge, &ov.clr->scheme[SchemeFocus][ColBg]);
}
