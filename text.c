/* See LICENSE file for copyright and license details.
 *
 * text.c: the commit's text, above the list: the headers (commit,
 * author, refs, parents and children, the tags it follows and
 * precedes, found by walks of the graph a slice at a time), the
 * message from cat-file, its notes from git log after it, and the
 * commits the message names (links).
 * The commit pane (pane.c) shows them above the patch.
 */
#include <sys/types.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "util.h"
#include "core.h"
#include "taste.h"
#include "part.h"
#include "load.h"
#include "cat.h"
#include "list.h"
#include "text.h"

#define MSGLINKMAX    64     /* hex words of a message looked up */
#define BRANCHCOLS    40     /* the least a Branches: line holds */
#define NEARMAX       64     /* nearest tags named in Follows:, Precedes: */
/* the bytes of a message the pane holds: each is wrapped and looked
 * through for links, and again at each resize, all in one turn (a 10 MB
 * message held the window 0.3 s, 3 s under the sanitizers); the rest is
 * left out with a word */
#define MSGMAX        (256 * 1024)
#define BRANCHINDENT  10     /* strlen("Branches: "): where its next rows start */
#define BURSTMS       100    /* selections closer than this are a burst (as patch.c's) */

static struct {
	Lines hdr, msg;         /* msg: the message's rows, wrapped */
	Lines raw;              /* the message's lines as git has them */
	Lines notes;            /* its notes' lines as git log prints them */
	unsigned char *more;    /* more[i]: row i of msg goes on with row i - 1's line */
	int morecap;
	MsgLink *links;         /* the message's, by line */
	int nlinks, linkcap;
	int bodywant;           /* the commit whose message is awaited, or -1 */
	char author[600], committer[600];
	Walk *up, *down;        /* the walks for Follows and Precedes */
	int mergedby, walking;
	int near[2][NEARMAX];   /* the nearest tagged commits up (0) and down */
	int nnear[2];
	int cols;               /* the pane's columns Branches: was fitted to */
	int msgcols;            /* and the message was wrapped at; 0: none */
	int moved;              /* the first row the last EvHeader moved */
	int foldrow, unfold;    /* the header row of Branches: +K more (or -1); unfolded */
	int foldcol;            /* the column its " +K more" starts at */
	int noteswant;          /* the selection's notes are to be asked for at notesat */
	double notesat, selat;  /* and when the last selection came */
} text = { .bodywant = -1, .mergedby = -1, .foldrow = -1 };

const Lines *text_hdr(void) { return &text.hdr; }
const Lines *text_msg(void) { return &text.msg; }
int text_lines(void) { return text.hdr.n + text.msg.n; }
int text_nlinks(void) { return text.nlinks; }
int text_bodywant(void) { return text.bodywant; }
const MsgLink *text_link(int i) { return &text.links[i]; }
int text_msgmore(int i) { return i > 0 && i < text.msg.n && text.more[i]; }
int text_moved(void) { return text.moved; }

static void
fmtident(char *out, size_t cap, const char *key, const CommitInfo *ci,
         const Span *name, const Span *mail, long long t, int tz)
{
	char nm[256], ml[256], date[64];
	time_t tt = (time_t)(t + tz * 60LL);
	struct tm tm;

	cat_decodename(ci, name, nm, sizeof(nm));
	cat_decodename(ci, mail, ml, sizeof(ml));
	gmtime_r(&tt, &tm);
	strftime(date, sizeof(date), "%Y-%m-%d %H:%M:%S", &tm);
	snprintf(out, cap, "%s %s <%s>  %s %c%02d%02d", key, nm, ml, date,
	         tz < 0 ? '-' : '+', abs(tz) / 60, abs(tz) % 60);
}

static void
addlink(const char *key, int c)
{
	char line[400], hex[HEXMAX + 1];
	const RowText *t = cat_want(c);

	hex_encode(graph_id(load_graph(), c), graph_hashlen(load_graph()), hex);
	snprintf(line, sizeof(line), "%s %.10s %s", key, hex, t ? t->subject : "");
	lines_add(&text.hdr, line, strlen(line), LineLink, c);
}

/* Follows, Precedes and Merged by come from walks of the graph (graph.c)
 * a slice at a time between events, so they never hold up drawing */
static int
istagged(int c, void *arg)
{
	int k;

	(void)arg;
	for (k = refs_first(load_refs(), graph_id(load_graph(), c)); k >= 0;
	     k = refs_next(load_refs(), k))
		if (refs_kind(load_refs(), k) == RefTag)
			return 1;
	return 0;
}

static void
walks_start(void)
{
	text.walking = 0;
	text.mergedby = -1;
	text.nnear[0] = text.nnear[1] = 0;
	walk_free(text.up), walk_free(text.down);
	text.up = text.down = NULL;
	if (list_sel() < 0 || load_state() == LoadRunning)
		return;
	text.up = walk_new(load_graph(), list_sel(), 1);
	text.down = walk_new(load_graph(), list_sel(), 0);
	text.walking = 1;
}

/* key and the tags at c: a Tags: line if any */
static void
addrefs(const char *key, int c)
{
	char line[1024];
	size_t n;
	int k, any = 0;

	if (c < 0)
		return;
	n = snprintf(line, sizeof(line), "%s", key);
	for (k = refs_first(load_refs(), graph_id(load_graph(), c)); k >= 0;
	     k = refs_next(load_refs(), k)) {
		if (refs_kind(load_refs(), k) != RefTag || n + 3 >= sizeof(line))
			continue;
		n += snprintf(line + n, sizeof(line) - n, "%s%s", any ? ", " : "",
		              refs_name(load_refs(), k));
		n = MIN(n, sizeof(line) - 1);
		any = 1;
	}
	if (any)
		lines_add(&text.hdr, line, n, LineHead, -1);
}

static int
bytagname(const void *a, const void *b)
{
	return strcmp(refs_name(load_refs(), *(const int *)a),
	              refs_name(load_refs(), *(const int *)b));
}

/* key and the tags of the nearest tagged commits the walk found (up
 * 0, down 1), by name as gitk sorts them: a link to the first's commit */
static void
addnear(const char *key, int down)
{
	char line[1024];
	int tags[NEARMAX], ntags = 0, i, k;
	size_t n;

	for (i = 0; i < text.nnear[down]; i++)
		for (k = refs_first(load_refs(), graph_id(load_graph(), text.near[down][i]));
		     k >= 0 && ntags < (int)LEN(tags); k = refs_next(load_refs(), k))
			if (refs_kind(load_refs(), k) == RefTag)
				tags[ntags++] = k;
	if (ntags == 0)
		return;
	qsort(tags, ntags, sizeof(*tags), bytagname);
	n = snprintf(line, sizeof(line), "%s", key);
	for (i = 0; i < ntags && n + 3 < sizeof(line); i++) {
		n += snprintf(line + n, sizeof(line) - n, "%s%s", i ? ", " : "",
		              refs_name(load_refs(), tags[i]));
		n = MIN(n, sizeof(line) - 1);
	}
	lines_add(&text.hdr, line, n, LineLink,
	          graph_find(load_graph(), refs_id(load_refs(), tags[0])));
}

/* does branch k contain the selection: its tip is the selection or one
 * of the descendants the finished walk down reached. A tip outside the
 * view is not known to, as in gitk, which asks only the graph it has */
static int
contains(int k, int pass)
{
	int c;

	if (refs_kind(load_refs(), k) != (pass ? RefRemote : RefBranch))
		return 0;
	c = graph_find(load_graph(), refs_id(load_refs(), k));
	return c >= 0 && (c == list_sel() || walk_has(text.down, c));
}

/* the columns of s[0..n) as drawn: a character each */
static int
cols(const char *s, size_t n)
{
	size_t i, k;
	long cp;
	int c = 0;

	for (i = 0; i < n; i += k ? k : 1, c++)
		k = utf8_decode(s + i, n - i, &cp);
	return c;
}

/* Branches: unfolded, every name, over as many rows as they need */
static void
addbranchrows(int nr, size_t cap)
{
	char line[1024];
	const char *name;
	size_t n = snprintf(line, sizeof(line), "Branches: ");
	int i, first = 1;

	for (i = 0; i < 2 * nr; i++) {
		if (!contains(i % nr, i / nr))
			continue;
		name = refs_name(load_refs(), i % nr);
		if (!first && n + strlen(name) + 3 > cap) {
			lines_add(&text.hdr, line, MIN(n + 1, sizeof(line) - 1), LineHead, -1);
			n = snprintf(line, sizeof(line), "%*s", BRANCHINDENT, "");
			first = 1;
		}
		n += snprintf(line + n, sizeof(line) - n, "%s%s", first ? "" : ", ", name);
		n = MIN(n, sizeof(line) - 2);
		line[n] = ',';  /* for a row that goes on */
		first = 0;
	}
	lines_add(&text.hdr, line, n, LineHead, -1);
}

/* Branches: the local branches that contain the selection, then the
 * remote-tracking ones, in git's order, as many as a line of the pane
 * holds and then +K more (unfolded by a click on it) */
static void
addbranches(void)
{
	char line[1024];
	const char *name;
	size_t n, len, cap;
	int i, nr = refs_count(load_refs()), all = 0, shown = 0;

	n = snprintf(line, sizeof(line), "Branches: ");
	cap = MIN(sizeof(line) - 1, (size_t)MAX(BRANCHCOLS, core_layout()->textcols - 1));
	for (i = 0, len = n; i < 2 * nr; i++)
		if (contains(i % nr, i / nr))
			len += strlen(refs_name(load_refs(), i % nr)) + 2 * (all++ > 0);
	if (all == 0)
		return;
	text.cols = core_layout()->textcols;
	if (text.unfold) {
		addbranchrows(nr, cap);
		return;
	}
	if (len > cap)  /* room for the fold */
		cap -= MIN(cap - n, (size_t)snprintf(NULL, 0, " +%d more", all));
	for (i = 0; i < 2 * nr && shown < all; i++) {
		if (!contains(i % nr, i / nr))
			continue;
		name = refs_name(load_refs(), i % nr);
		if (shown && n + strlen(name) + 2 > cap)
			break;
		n += snprintf(line + n, sizeof(line) - n, "%s%s", shown++ ? ", " : "", name);
		n = MIN(n, sizeof(line) - 1);
	}
	if (shown < all) {
		text.foldrow = text.hdr.n;
		text.foldcol = cols(line, n);
		n += snprintf(line + n, sizeof(line) - n, " +%d more", all - shown);
	}
	lines_add(&text.hdr, line, MIN(n, sizeof(line) - 1), LineHead, -1);
}

static void
commithdr(void)
{
	char line[HEXMAX + 16], ref[600], clean[600];
	const char *r;
	int kids[64], n, i;

	snprintf(line, sizeof(line), "commit %s", list_selhex());
	lines_add(&text.hdr, line, strlen(line), LineHead, -1);
	if ((r = load_reflog(list_sel()))) {  /* -g: the entry, as git log -g says it */
		snprintf(ref, sizeof(ref), "Reflog:   %s", r);
		n = utf8_clean(ref, strlen(ref), clean, sizeof(clean));
		lines_add(&text.hdr, clean, n, LineHead, -1);
	}
	if (text.author[0])
		lines_add(&text.hdr, text.author, strlen(text.author), LineHead, -1);
	if (text.committer[0])
		lines_add(&text.hdr, text.committer, strlen(text.committer), LineHead, -1);
	addrefs("Tags:     ", list_sel());
	if (text.walking || load_state() == LoadRunning)
		lines_add(&text.hdr, "Branches: (looking)", 19, LineHead, -1);
	else
		addbranches();
	for (i = 0; i < graph_nparents(load_graph(), list_sel()); i++)
		addlink("Parent:", graph_parent(load_graph(), list_sel(), i));
	n = graph_children(load_graph(), list_sel(), kids, LEN(kids));
	for (i = 0; i < MIN(n, (int)LEN(kids)); i++)
		addlink("Child: ", kids[i]);
	if (text.walking || load_state() == LoadRunning) {
		lines_add(&text.hdr, "Follows:  (looking)", 19, LineHead, -1);
		lines_add(&text.hdr, "Precedes: (looking)", 19, LineHead, -1);
	} else {
		addnear("Follows:  ", 0);
		addnear("Precedes: ", 1);
		if (text.mergedby >= 0)
			addlink("Merged by:", text.mergedby);
	}
}

/* the headers; for a local row, what it is; for a compare, its one line:
 * diff MARK..SELECTED, range-diff MARK...SELECTED */
static void
buildhdr(void)
{
	char line[2 * HEXMAX + 32], hex[HEXMAX + 1];
	int old = text.hdr.n;

	lines_clear(&text.hdr);
	text.cols = 0;
	text.foldrow = -1;
	if (list_local() >= 0) {
		lines_add(&text.hdr, list_localtitle(list_local()),
		          strlen(list_localtitle(list_local())), LineHead, -1);
	} else if (list_sel() >= 0 && list_view() != ViewPatch && list_marked() >= 0) {
		hex_encode(graph_id(load_graph(), list_marked()), graph_hashlen(load_graph()), hex);
		snprintf(line, sizeof(line), "%s %.7s%s%.7s",
		         list_view() == ViewRange ? "range-diff" : "diff",
		         list_view() == ViewBack ? list_selhex() : hex,
		         list_view() == ViewRange ? "..." : "..",
		         list_view() == ViewBack ? hex : list_selhex());
		lines_add(&text.hdr, line, strlen(line), LineHead, -1);
	} else if (list_sel() >= 0)
		commithdr();
	else
		return;
	lines_add(&text.hdr, "", 0, LineHead, -1);
	if (text.hdr.n != old) {  /* the pane keeps its place */
		text.moved = 1;
		core_event(&(Event){ .kind = EvHeader, .arg.moved = text.hdr.n - old });
	}
	core_dirty(DirtyText);
}

/* commit c if it is the only one listed whose id starts with hex[0..n) */
static int
findprefix(const char *hex, size_t n)
{
	unsigned char want[OIDMAX];
	char full[HEXMAX + 1];
	int hl = graph_hashlen(load_graph());
	size_t i;

	if (n > 2 * (size_t)hl)
		return -1;
	for (i = 0; i < 2 * (size_t)hl; i++)
		full[i] = i >= n ? '0' :
		    hex[i] >= 'A' && hex[i] <= 'F' ? hex[i] - 'A' + 'a' : hex[i];
	if (hex_decode(full, hl, want) < 0)
		return -1;
	return MAX(-1, graph_findprefix(load_graph(), want, (int)n));
}

/* the hex words of the message that name a commit listed: links */
static void
findlinks(void)
{
	static char buf[LINEMAX], ctl[LINEMAX];
	struct Line *l;
	size_t n, at, len, b;
	int i, c, cols, col, tries = 0;
	long cp;

	text.nlinks = 0;
	for (i = 0; i < text.msg.n; i++) {
		l = &text.msg.line[i];
		l->data = -1;
		n = utf8_expand(text.msg.buf + l->off, l->len, tabwidth, buf, ctl, sizeof(buf),
		                &cols);
		for (at = b = col = 0; tries < MSGLINKMAX && (len = parse_hexword(buf, n, &at));
		     at += len) {
			tries++;
			if ((c = findprefix(buf + at, len)) < 0)
				continue;
			for (; b < at; col++)  /* the columns before it */
				b += utf8_decode(buf + b, at - b, &cp);
			text.links = egrow(text.links, &text.linkcap, text.nlinks + 1,
			                   sizeof(*text.links), 8);
			if (l->data < 0)
				l->data = text.nlinks;
			text.links[text.nlinks++] = (MsgLink){ i, col, (int)len, c };
		}
	}
	if (tries)
		pipe_trace("+%.1fms links %d %s", core_ms(), text.nlinks, list_selhex());
	core_dirty(DirtyText);
}

/* the columns cp takes at column col, as utf8_expand draws it:
 * a tab to the next stop, a control character as ^X */
static int
colw(long cp, int col)
{
	if (cp == '\t')
		return tabwidth > 0 ? tabwidth - col % tabwidth : 1;
	return cp < 0x20 || cp == 0x7f ? 2 : 1;
}

/* line s..e as rows of the message: cut at the pane's width after its
 * last blank that fits (the blanks stay at the row's end, so the rows
 * joined are the line), a word wider than the pane cut where it ends */
static void
wrapline(const char *s, const char *e, int width)
{
	const char *p, *brk, *line = s;
	int col, w;
	size_t k;
	long cp;

	do {
		for (p = s, brk = NULL, col = 0; p < e; p += k, col += w) {
			k = utf8_decode(p, e - p, &cp);
			if (col + (w = colw(cp, col)) > width && p > s)
				break;
			if (cp == ' ' || cp == '\t')
				brk = p + k;
		}
		if (p < e && brk)
			p = brk;
		text.more = egrow(text.more, &text.morecap, text.msg.n + 1, 1, 64);
		text.more[text.msg.n] = s > line;
		lines_add(&text.msg, s, p - s, LineMsg, -1);
	} while ((s = p) < e);
}

/* the message's rows, and its notes' after them. Only the selection's
 * message: a resize costs its length alone */
static void
wrapmsg(void)
{
	const Lines *l;
	int i, k, width = MAX(1, core_layout()->wrapcols), old = text.msg.n;

	lines_clear(&text.msg);
	text.msgcols = core_layout()->wrapcols;
	for (i = 0; i < text.raw.n + text.notes.n; i++) {
		l = i < text.raw.n ? &text.raw : &text.notes;
		k = i < text.raw.n ? i : i - text.raw.n;
		wrapline(l->buf + l->line[k].off, l->buf + l->line[k].off + l->line[k].len, width);
	}
	findlinks();
	if (old && text.msg.n != old) {  /* the patch's rows move with it */
		text.moved = text.hdr.n + old;
		core_event(&(Event){ .kind = EvHeader, .arg.moved = text.msg.n - old });
	}
}

/* the word where a long message is cut: how much is left out */
static void
msgmore(size_t n)
{
	char word[128];
	int k = snprintf(word, sizeof(word), "[%.1f MB more of the message, not shown]",
	                 n / 1048576.0);

	lines_add(&text.raw, "", 0, LineMsg, -1);
	lines_add(&text.raw, word, MIN((size_t)k, sizeof(word) - 1), LineMsg, -1);
}

/* the whole commit object of the selection, from cat-file */
static void
setbody(const char *body, size_t n)
{
	CommitInfo ci;
	const char *s, *e, *nl;
	char *dec;
	size_t len;

	lines_clear(&text.msg), lines_clear(&text.raw);
	text.author[0] = text.committer[0] = '\0';
	if (!body || parse_commit(body, n, &ci) < 0) {
		lines_add(&text.raw, "(the commit cannot be read)", 27, LineMsg, -1);
		wrapmsg();
		buildhdr();
		return;
	}
	fmtident(text.author, sizeof(text.author), "Author:   ", &ci, &ci.aname, &ci.amail,
	         ci.atime, ci.atz);
	if (ci.cname.n != ci.aname.n || memcmp(ci.cname.s, ci.aname.s, ci.cname.n) ||
	    ci.cmail.n != ci.amail.n || memcmp(ci.cmail.s, ci.amail.s, ci.cmail.n) ||
	    ci.ctime != ci.atime || ci.ctz != ci.atz)
		fmtident(text.committer, sizeof(text.committer), "Committer:", &ci, &ci.cname,
		         &ci.cmail, ci.ctime, ci.ctz);
	/* a longer message is cut at a line's end, or a character's */
	dec = parse_decode(&ci.encoding, ci.message.s, MIN(ci.message.n, MSGMAX), &len);
	e = dec + len;
	if (ci.message.n > MSGMAX) {
		for (nl = e; nl > dec && nl[-1] != '\n'; nl--)
			;
		if (nl > dec)
			e = nl - 1;
		else
			while (e > dec && (*e & 0xC0) == 0x80)
				e--;
	}
	for (s = dec; s < e; s = nl + 1) {
		if (!(nl = memchr(s, '\n', e - s)))
			nl = e;
		lines_add(&text.raw, s, nl - s, LineMsg, -1);
	}
	pipe_trace("+%.1fms message %s %d lines%s", core_ms(), list_selhex(), text.raw.n,
	           ci.message.n > MSGMAX ? " cut" : "");
	if (ci.message.n > MSGMAX)
		msgmore(ci.message.n - (e - dec));
	free(dec);
	lines_add(&text.raw, "", 0, LineMsg, -1);
	wrapmsg();
	buildhdr();
}

/* the notes' lines, as git log prints them after the message: "Notes:"
 * or "Notes (REF):", each line indented, a blank line after each block.
 * More than MSGMAX of them is cut at a line's end, with a word */
static void
setnotes(const char *s, size_t n)
{
	char word[128];
	const char *p, *e = s + MIN(n, MSGMAX), *nl;
	int k;

	lines_clear(&text.notes);
	if (n > MSGMAX)
		while (e > s && e[-1] != '\n')
			e--;
	for (p = s; p < e; p = nl + 1) {
		if (!(nl = memchr(p, '\n', e - p)))
			nl = e;
		lines_add(&text.notes, p, nl - p, LineMsg, -1);
	}
	if (n > MSGMAX) {
		k = snprintf(word, sizeof(word), "[%.1f MB more of the notes, not shown]",
		             (n - (size_t)(e - s)) / 1048576.0);
		lines_add(&text.notes, word, MIN((size_t)k, sizeof(word) - 1), LineMsg, -1);
		lines_add(&text.notes, "", 0, LineMsg, -1);
	}
}

static void
notesdone(Job *j)
{
	const char *f = core_failure(&j->p), *s;
	size_t n;
	int had = text.notes.n;

	if (list_sel() < 0 || strcmp(j->text, list_selhex()))
		return;
	if (f) {
		core_setstatus(1, "the notes of %.10s: %s", j->text, f);
		core_setstatussel();
		return;
	}
	s = parse_notes(j->p.obuf.buf + j->p.obuf.off, j->p.obuf.len - j->p.obuf.off, &n);
	setnotes(s, n);
	pipe_trace("+%.1fms notes %s %d lines", core_ms(), j->text, text.notes.n);
	if (text.raw.n && (had || text.notes.n))  /* the message came: they go after it */
		wrapmsg();
}

/* no notes ref at all, as for-each-ref listed the refs: git log's
 * default notes are none (every notes ref is under refs/notes/) */
static int
nonotes(void)
{
	const Refs *r = load_refs();
	int i;

	if (!r || load_state() == LoadRunning)  /* the refs may not be read yet */
		return 0;
	for (i = 0; i < refs_count(r); i++)
		if (refs_kind(r, i) == RefOther && !strncmp(refs_name(r, i), "notes/", 6))
			return 0;
	return 1;
}

/* the selection's notes: one git log of the commit alone with the user's
 * notes options, or --notes, which asks for git log's default ones; none
 * without a notes ref, where it would print none */
static void
notesask(void)
{
	const ViewArgs *v = load_view();
	const char **argv;
	int n = 0, k;

	job_cancel(notesdone);
	if (list_sel() < 0 || list_view() != ViewPatch || parse_notesoff(v->notes, v->nnotes) ||
	    (v->nnotes == 0 && nonotes()))
		return;
	while (notesargv[n])
		n++;
	argv = ecalloc(n + v->nnotes + 4, sizeof(*argv));
	memcpy(argv, notesargv, n * sizeof(*argv));
	if (v->nnotes == 0)
		argv[n++] = "--notes";
	for (k = 0; k < v->nnotes; k++)
		argv[n++] = v->notes[k];
	argv[n++] = list_selhex();
	argv[n++] = "--";
	job_start(argv, notesdone, list_selhex());
	free(argv);
}

/* a click or Return on the +K more that ends the Branches: row: all of
 * them (a click on the names, as the first of a triple click, is not) */
int
text_unfold(int row, int col)
{
	if (row < 0 || row != text.foldrow || col < text.foldcol)
		return 0;
	text.unfold = 1;
	buildhdr();
	return 1;
}

/* the notes' git once it is due: after the window is drawn, and in a
 * burst (a held key) once the selection rests, as the patch's diff */
static int
notestimeout(double now)
{
	if (!text.noteswant)
		return -1;
	if (now < text.notesat)
		return (int)(text.notesat - now + 1);
	text.noteswant = 0;
	notesask();
	return -1;
}

/* the walks for the header go on between events, a slice a turn, no wait;
 * a resized pane has its Branches: line fitted again */
int
text_walktimeout(double now)
{
	int a, b, ms = notestimeout(now);

	if (text.cols && text.cols != core_layout()->textcols)
		buildhdr();  /* the pane was resized: Branches: fits again */
	if (text.msgcols && text.msgcols != core_layout()->wrapcols)
		wrapmsg();  /* and the message wraps again */
	if (!text.walking)
		return ms;
	a = walk_step(text.up, walkslice, istagged, NULL, 1);
	b = walk_step(text.down, walkslice, istagged, NULL, 0);
	if (a && b) {
		text.walking = 0;
		text.mergedby = graph_mergedby(load_graph(), text.down, list_sel());
		text.nnear[0] = walk_nearest(text.up, text.near[0], NEARMAX);
		text.nnear[1] = walk_nearest(text.down, text.near[1], NEARMAX);
		buildhdr();
		pipe_trace("+%.1fms walks done %s", core_ms(), list_selhex());
	}
	return 0;
}

static void
textreset(void)
{
	text.bodywant = -1;
	text.msgcols = 0;
	lines_clear(&text.hdr), lines_clear(&text.msg), lines_clear(&text.raw);
	lines_clear(&text.notes);
	text.noteswant = 0;
	job_cancel(notesdone);
	walks_start();
}

/* the selection moved: forget the old commit's text, ask for the new */
static void
textselect(void)
{
	double now = util_nowms(), gap = now - text.selat;

	lines_clear(&text.msg), lines_clear(&text.raw), lines_clear(&text.notes);
	text.msgcols = 0;
	text.author[0] = text.committer[0] = '\0';
	text.nlinks = 0;
	text.unfold = 0;
	buildhdr();
	text.bodywant = list_view() == ViewPatch ? list_sel() : -1;
	walks_start();
	if (text.bodywant >= 0)
		cat_request(text.bodywant, 1);
	job_cancel(notesdone);
	text.noteswant = 1;
	text.notesat = gap < BURSTMS ? now + gap + diffdelay : now;
	text.selat = now;
}

static void
textevent(const Event *e)
{
	const char *body;
	size_t n;
	int c, sel = list_sel(), kids[64], i, relink = 0;

	switch (e->kind) {
	case EvText:  /* the message (whole), or the subject of a parent or child */
		c = e->arg.text.commit;
		if (e->arg.text.whole && c == text.bodywant) {
			text.bodywant = -1;
			body = cat_body(&n);
			setbody(body, n);
		}
		relink = c == text.mergedby;  /* its subject came */
		for (i = 0; sel >= 0 && i < graph_nparents(load_graph(), sel); i++)
			relink |= graph_parent(load_graph(), sel, i) == c;
		for (i = sel >= 0 ? graph_children(load_graph(), sel, kids, LEN(kids)) : 0;
		     i-- > 0; )
			relink |= i < (int)LEN(kids) && kids[i] == c;
		if (relink)
			buildhdr();
		break;
	case EvRefs:
		walks_start();
		buildhdr();
		break;
	case EvLoaded:
		walks_start();
		if (list_sel() >= 0 && list_view() == ViewPatch)
			findlinks();  /* to commits listed since the message came */
		buildhdr();
		break;
	}
}

static void
textfree(void)
{
	walk_free(text.up), walk_free(text.down);
	lines_free(&text.hdr), lines_free(&text.msg), lines_free(&text.raw);
	lines_free(&text.notes);
	free(text.links), free(text.more);
}

const Part textpart = {
	.reset = textreset, .select = textselect, .event = textevent, .free = textfree
};
