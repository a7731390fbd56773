/* See LICENSE file for copyright and license details.
 *
 * find.c: find and filter, over the history's model, for the list and the
 * commit pane. A pattern (parse.c) becomes one to three git commands run
 * with the view's own arguments (sha: is matched in memory); the ids they
 * print mark commits as they come, a bit per commit; n and N step through
 * the marks in list order. A filter is a view of the marked commits with
 * their parents rewritten (graph_filter), so leaving it is instant and loses
 * nothing. Find in the commit pane (/ and ? there) is a regular expression
 * over its lines, or the file view's (their blame for author:, msg: and
 * sha:) while that is open; the prompt for all of them is here too.
 */
#include <sys/types.h>

#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "hunk.h"
#include "util.h"
#include "gitview.h"
#include "part.h"
#include "load.h"
#include "list.h"
#include "patch.h"
#include "pane.h"
#include "goto.h"
#include "fileview.h"
#include "blame.h"
#include "find.h"

enum { FindJump = 1, FindFilter, FindMark };
static struct {
	Pattern pat;
	char pattern[512];
	char filter[512];       /* the filter's pattern, while filtered */
	int dir;                /* +1 down the list, -1 up */
	int when;               /* FindJump, FindFilter, FindMark, or 0 */
	int wait;               /* for the history to load first */
	unsigned char *bits;    /* a bit per commit: marked */
	int nbits;              /* commits it has bits for */
	Buf pend;               /* ids found before their commits loaded */
	int nproc;              /* the commands the search runs */
	double start;           /* when it began, for the trace */
	int below, above;       /* a mark is known below, above the selection */
	int *list, nlist, listcap;  /* the marked commits, as they came */
	int *sorted, nsorted, sortdirty, norow;  /* their rows, in order */
	Proc proc[3];
	Graph *full;            /* the whole view while filtered */
	regex_t textre;         /* find in the commit pane or the file view */
	int textok, textdir;
	int textfield;          /* author:, msg:, sha: look in the file view's blame */
	int sortlocals;         /* the local rows there were when sorted */
	char refilter[512];     /* a live reload's filter, made again once loaded */
} find = { .dir = 1, .textdir = 1 };

static Prompt prompt;

const Prompt *find_prompt(void) { return &prompt; }
int find_textfield(void) { return find.textfield; }

/* where the commit pane's pattern matches s from at on, or -1 */
int
find_textmatch(const char *s, size_t at, int notbol, size_t *end)
{
	regmatch_t m;

	if (!find.textok || regexec(&find.textre, s + at, 1, &m, notbol ? REG_NOTBOL : 0))
		return -1;
	*end = at + m.rm_eo;
	return (int)(at + m.rm_so);
}

static int
finding(void)
{
	return pipe_running(&find.proc[0]) || pipe_running(&find.proc[1]) ||
	    pipe_running(&find.proc[2]) || find.wait || find.pend.len;
}

static int byrow(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

static void
sortmatches(void)
{
	int i;

	if (!find.sortdirty && find.sortlocals == list_locals())
		return;
	find.sortlocals = list_locals();
	find.sorted = erealloc(find.sorted, MAX(1, find.nlist) * sizeof(*find.sorted));
	for (i = find.nsorted = 0; i < find.nlist; i++)
		if (commitrow(find.list[i]) >= 0)
			find.sorted[find.nsorted++] = commitrow(find.list[i]);
	find.norow = find.nsorted < find.nlist;
	qsort(find.sorted, find.nsorted, sizeof(*find.sorted), byrow);
	find.sortdirty = 0;
}

/* what the status line says of find and filter, after the count */
size_t
findinfo(char *out, size_t cap)
{
	size_t n = 0;
	int lo, r = selrow();

	out[0] = '\0';
	if (find.full)
		n += snprintf(out + n, cap - n, " \xC2\xB7 filtered: %s \xE2\x80\x94 & Return to show all",
		              find.filter);
	if (find.bits && find.when != FindFilter && n < cap) {
		sortmatches();
		lo = lowerbound(find.sorted, find.nsorted, r);  /* the selection's mark */
		if (find.nsorted == 0 && !finding())
			;  /* it said so once: no "0 matches" left behind for good */
		else if (lo < find.nsorted && find.sorted[lo] == r)
			n += snprintf(out + n, cap - n, " \xC2\xB7 %s: match %d of %d", find.pattern,
			              lo + 1, find.nsorted);
		else
			n += snprintf(out + n, cap - n, " \xC2\xB7 %s: %d %s", find.pattern, find.nsorted,
			              PLURAL(find.nsorted, "match", "matches"));
	}
	if (finding() && n < cap)
		n += snprintf(out + n, cap - n, find.wait ? " (waiting for the history)" :
		              " (searching\xE2\x80\xA6)");
	else if (find.when == FindFilter && n < cap)  /* found, the list still loads */
		n += snprintf(out + n, cap - n, " \xC2\xB7 %s: %d %s (the filter waits for the history)",
		              find.pattern, find.nlist, PLURAL(find.nlist, "match", "matches"));
	return MIN(n, cap - 1);
}

int
ismatch(int c)
{
	return find.bits && c >= 0 && c < find.nbits && (find.bits[c / 8] >> (c % 8) & 1);
}

static void
addmatch(int c)
{
	int r;

	if (c < 0 || ismatch(c))
		return;
	if (c >= find.nbits) {  /* the history is still loading */
		r = MAX(c + 1, 2 * find.nbits);
		find.bits = erealloc(find.bits, r / 8 + 1);
		memset(find.bits + find.nbits / 8 + 1, 0, r / 8 - find.nbits / 8);
		find.nbits = r;
	}
	if (find.nlist == 0)
		pipe_trace("+%.1fms find first match", now_ms() - find.start);
	find.bits[c / 8] |= 1 << (c % 8);
	r = commitrow(c);
	find.below |= r > selrow();
	find.above |= r >= 0 && r < selrow();
	find.list = egrow(find.list, &find.listcap, find.nlist + 1, sizeof(*find.list), 256);
	find.list[find.nlist++] = c;
	find.sortdirty = 1;
	if (r >= list_top() && r <= list_top() + core_layout()->listrows)
		core_dirtyrow(r);
	core_dirty(DirtyStatus);
}

static void
stopfind(void)
{
	int k;

	for (k = 0; k < 3; k++)
		pipe_kill(&find.proc[k]);
	find.wait = find.nproc = 0;
	find.pend.len = find.pend.off = 0;
}

static void
clearmatches(void)
{
	stopfind();
	free(find.bits);
	find.bits = NULL;
	find.nlist = find.nsorted = find.sortdirty = find.when = 0;
	core_dirty(DirtyList | DirtyStatus);
}

/* the nearest mark from the selection in direction dir, wrapping */
static void
findstep(int dir)
{
	int r = selrow(), lo, i;

	sortmatches();
	if (find.nsorted == 0) {
		setstatus(1, finding() ? "%s: nothing found yet" : "%s: no commit matches", find.pattern);
		return;
	}
	lo = lowerbound(find.sorted, find.nsorted, r);  /* the first mark at or below it */
	i = dir < 0 ? lo - 1 : lo < find.nsorted && find.sorted[lo] == r ? lo + 1 : lo;
	if (i >= find.nsorted || i < 0) {
		i = dir > 0 ? 0 : find.nsorted - 1;
		setstatus(0, dir > 0 ? "search wrapped to the top" : "search wrapped to the bottom");
	} else {
		setstatus(0, "");
	}
	selectrow(find.sorted[i]);
}

static void
findsha(void)
{
	const char *hex = find.pat.text;  /* hex digits alone (parse_pattern) */
	const unsigned char *id;
	size_t n = strlen(hex), i;
	int c, r;

	for (r = 0; r < graph_rows(load_graph()); r++) {
		c = graph_commit(load_graph(), r);
		id = graph_id(load_graph(), c);
		for (i = 0; i < n && i < 2 * (size_t)graph_hashlen(load_graph()); i++)
			if ((id[i / 2] >> (i % 2 ? 0 : 4) & 15) != hex_val(hex[i]))
				break;
		if (i == n)
			addmatch(c);
	}
}

/* show graph g, a filter (NULL: the whole view again), on the same commit */
static void
showgraph(Graph *g)
{
	unsigned char id[OIDMAX];
	Graph *old = load_graph();
	int had = list_sel() >= 0, c;

	if (had)
		memcpy(id, graph_id(old, list_sel()), graph_hashlen(old));
	core_request(ReqReset, 0);
	if (g && !find.full)
		find.full = old;
	else
		graph_free(old);
	load_setgraph(g ? g : find.full);
	if (!g)
		find.full = NULL;
	core_request(ReqLocal, 2);
	if (had && (c = graph_find(load_graph(), id)) >= 0 && graph_row(load_graph(), c) >= 0)
		list_jump(c);
	else
		selectrow(0);
	fview_keepreload(0);  /* a live reload's filter is made again: done */
}

static void
applyfilter(void)
{
	unsigned char *keep;
	Graph *base = load_graph();
	int c;

	if (find.nlist == 0) {
		setstatus(1, "%s: no commit matches; not filtered", find.pattern);
		return;
	}
	keep = ecalloc(graph_size(base) + 1, 1);
	for (c = 0; c < graph_size(base); c++)
		keep[c] = ismatch(c);
	snprintf(find.filter, sizeof(find.filter), "%s", find.pattern);
	clearmatches();  /* they are numbered for the whole view */
	showgraph(graph_filter(base, keep));
	free(keep);
}

static void
findfinished(void)
{
	int when = find.when;

	if (find.pend.len || (when == FindFilter && load_state() == LoadRunning)) {  /* wait for the list */
		sortmatches();  /* a mark past the selection now, not as they came (find.below) */
		if (when == FindJump && find.nsorted > 0 && (find.dir > 0 ?
		    find.sorted[find.nsorted - 1] > selrow() : find.sorted[0] < selrow())) {
			find.when = 0;
			findstep(find.dir);
		}
		return;
	}
	pipe_trace("+%.1fms find done %d matches", now_ms() - find.start, find.nlist);
	find.nproc = find.when = 0;
	core_dirty(DirtyStatus);
	if (when == FindJump)
		findstep(find.dir);
	else if (when == FindFilter)
		applyfilter();
}

/* start the commands for find.pat; what to do at the end is find.when */
static void
startfind(void)
{
	const char *cmdv[3][PATTERNARGS + 64], **cmds[3] = { cmdv[0], cmdv[1], cmdv[2] };
	char buf[2048];
	int k, n;

	stopfind();
	free(find.bits);
	find.nbits = load_graph() ? graph_size(load_graph()) : 0;
	find.bits = ecalloc(find.nbits / 8 + 1, 1);
	find.nlist = find.nsorted = find.below = find.above = 0;
	find.start = now_ms();
	if (!load_graph() && load_state() != LoadRunning) {
		setstatus(1, "there is no commit to search");
		find.when = 0;
		return;
	}
	if (!load_graph() || (find.pat.field == FieldSha && load_state() == LoadRunning)) {  /* in memory */
		find.wait = 1;
		core_dirty(DirtyStatus);
		return;
	}
	if (find.pat.field == FieldSha) {
		findsha();
		findfinished();
		return;
	}
	if (load_view()->nuser > 48 ||
	    (n = parse_pattern_cmds(&find.pat, load_view(), cmds, buf, sizeof(buf))) < 0) {
		setstatus(1, "the pattern is too long");
		find.when = 0;
		return;
	}
	for (k = 0; k < n; k++)
		if (pipe_spawn(&find.proc[k], cmds[k], 0) < 0)
			setstatus(1, "cannot run git");
	find.nproc = n;
	core_dirty(DirtyStatus | DirtyList);
}

static void
readfind(int k, int eof)
{
	const char *line;
	unsigned char id[OIDMAX];
	size_t n;
	int c;

	while ((line = buf_line(&find.proc[k].obuf, &n))) {
		if (n != 2 * (size_t)graph_hashlen(load_graph()) ||
		    hex_decode(line, graph_hashlen(load_graph()), id) != 0)
			continue;
		if ((c = graph_find(load_graph(), id)) >= 0)
			addmatch(c);
		else if (load_state() == LoadRunning)  /* git's search ran ahead of the list */
			buf_add(&find.pend, (char *)id, graph_hashlen(load_graph()));
	}
	/* one command prints its matches in list order: once one is below
	 * the selection, the nearest either way is known; go there now */
	if (find.when == FindJump && find.nproc == 1 && find.below && (find.dir > 0 || find.above)) {
		find.when = 0;
		findstep(find.dir);
	}
	if (eof) {
		if (!WIFEXITED(find.proc[k].status) || WEXITSTATUS(find.proc[k].status))
			setstatus(1, "find failed: %s", pipe_errline(&find.proc[k]));
		pipe_kill(&find.proc[k]);
		if (!finding())
			findfinished();
	}
}

/* the history has loaded: mark what the search found ahead of it */
static void
findloaded(void)
{
	size_t h, i;
	int c;

	h = load_graph() ? graph_hashlen(load_graph()) : 0;
	for (i = 0; h && i + h <= find.pend.len; i += h)
		if ((c = graph_find(load_graph(), (unsigned char *)find.pend.buf + i)) >= 0)
			addmatch(c);
	find.pend.len = find.pend.off = 0;
	if (!load_graph())
		find.wait = find.when = 0;
	else if (find.wait)
		startfind();
	else if (find.nproc && !finding())
		findfinished();
}

/* leave the filter: the whole view again, on the same commit */
static void
unfilter(void)
{
	if (!find.full)
		return;
	clearmatches();
	find.filter[0] = '\0';
	showgraph(NULL);
}

/* does line i of the file view match: its text, or with author:, msg:
 * or sha: its annotation (blame's author, summary, commit) */
int
fview_match(int i)
{
	static char buf[LINEMAX], ctl[LINEMAX];
	const BlameEnt *b;
	int cols;

	if (!find.textok || i < 0 || i >= fview_view()->text.n)
		return 0;
	if (find.textfield == FieldAuthor || find.textfield == FieldMsg || find.textfield == FieldSha)
		return (b = blame_ann(i)) && regexec(&find.textre, find.textfield == FieldAuthor ? b->author :
		       find.textfield == FieldMsg ? b->summary : b->hex, 0, NULL, 0) == 0;
	utf8_expand(fview_view()->text.buf + fview_view()->text.line[i].off, fview_view()->text.line[i].len,
	            tabwidth, buf, ctl, sizeof(buf), &cols);
	return regexec(&find.textre, buf, 0, NULL, 0) == 0;
}

/* does line i match: the file view's while it is open, else the commit pane's */
static int
textmatch(int i)
{
	static char buf[LINEMAX], ctl[LINEMAX];
	int cols;

	if (fview_on())
		return fview_match(i);
	drawn(i, buf, ctl, sizeof(buf), &cols);
	return regexec(&find.textre, buf, 0, NULL, 0) == 0;
}

/* find in the commit pane's text, from the line after the top on; in the
 * file view from the cursor's line on (from 0) or the next (from 1), the
 * hits counted in the file, which is not the history's size */
static void
textstep(int dir, int from)
{
	int fv = fview_on(), n = fv ? fview_view()->text.n : tlines(), cur = fv ? fview_cursor() : pane_top();
	int i, k, at = -1, nth = 0, all = 0, wrapped;

	if (!find.textok || n == 0)
		return;
	from = fv ? from : 1;
	for (k = from; k < n + from && at < 0; k++)
		if (textmatch(i = ((cur + dir * k) % n + n) % n))
			at = i;
	if (at < 0) {
		setstatus(1, "nothing in this %s matches", fv ? "file" : "commit");
		return;
	}
	wrapped = (dir > 0 && at < cur + from) || (dir < 0 && at > cur - from);
	if (!fv) {
		if (wrapped)
			setstatus(0, "search wrapped");
		puttop(at);  /* near the end: still put the hit on top */
		core_dirty(DirtyText | DirtyFiles);
		return;
	}
	for (i = 0; i < n; i++)
		if (fview_match(i))
			all++, nth += i <= at;
	setstatus(0, "match %d of %d%s", nth, all, wrapped ? " (search wrapped)" : "");
	fview_show(at);
}

static void
textfind(const char *text, int dir)
{
	char err[256];
	Pattern p;
	int r;

	if (parse_pattern(text, &p, err, sizeof(err)) < 0) {
		setstatus(1, "%s", err);
		return;
	}
	if (find.textok)
		regfree(&find.textre);
	find.textok = 0;
	if ((r = regcomp(&find.textre, p.text, REG_EXTENDED | (p.icase ? REG_ICASE : 0)))) {
		regerror(r, &find.textre, err, sizeof(err));
		setstatus(1, "%s", err);
		return;
	}
	find.textok = 1;
	find.textfield = p.field;
	find.textdir = dir;
	textstep(dir, 0);
	core_dirty(DirtyText);
}

/* find (kind '/' or '?') or filter ('&') commits by pattern text */
static void
findstart(const char *text, int kind)
{
	char err[256];

	if (parse_pattern(text, &find.pat, err, sizeof(err)) < 0) {
		setstatus(1, "%s", err);
		return;
	}
	snprintf(find.pattern, sizeof(find.pattern), "%s", text);
	find.pat.text = find.pattern + (find.pat.text - text);
	setstatus(0, "");
	if (kind == '&') {
		unfilter();  /* a filter is made from the whole view */
		find.when = FindFilter;
	} else {
		find.dir = kind == '?' ? -1 : 1;
		find.when = FindJump;
	}
	startfind();
}

/* the menu of a file: find's marks on the commits that touch it, as
 * / path:PATH would, the path from the top whatever the directory */
void
touching(const Arg *arg)
{
	char pat[1100];
	int k = curfile();

	(void)arg;
	if (list_sel() < 0 || k < 0 || k >= patch_paths()->n)
		return;
	snprintf(pat, sizeof(pat), "path::(top,literal)%s", patch_paths()->buf + patch_paths()->line[k].off);
	findstart(pat, '/');
}

static void
runprompt(void)
{
	int kind = prompt.kind;

	prompt.kind = 0;
	core_dirty(DirtyStatus);
	if (prompt.ed.len && (prompt.nhist == 0 || strcmp(prompt.hist[prompt.nhist - 1], prompt.ed.buf))) {
		if (prompt.nhist == LEN(prompt.hist))
			memmove(prompt.hist[0], prompt.hist[1], sizeof(prompt.hist) - sizeof(prompt.hist[0])), prompt.nhist--;
		snprintf(prompt.hist[prompt.nhist++], sizeof(prompt.hist[0]), "%s", prompt.ed.buf);
	}
	if (kind == '&' && prompt.ed.len == 0)
		unfilter();
	else if (prompt.ed.len && kind != '&' && prompt.pane == PaneText)
		textfind(prompt.ed.buf, kind == '?' ? -1 : 1);
	else if (prompt.ed.len)
		findstart(prompt.ed.buf, kind);
}

/* Escape in the list: a running find or filter stops, its git killed;
 * the marks it found stay. 0 when none ran */
static int
findstop(void)
{
	int when = find.when;

	if (!finding() && !when)
		return 0;
	stopfind();
	find.when = 0;
	if (when == FindFilter)
		setstatus(0, "%s: filter stopped: not filtered", find.pattern);
	else
		setstatus(0, "%s: find stopped after %d %s", find.pattern, find.nlist,
		          PLURAL(find.nlist, "match", "matches"));
	core_dirty(DirtyStatus | DirtyList);
	return 1;
}

void
promptkey(int key, const char *text, int len)
{
	int r = edit_key(&prompt.ed, key, text, len);

	if (r == EditEnter) {
		runprompt();
	} else if (r == EditCancel) {
		prompt.kind = 0;
	} else if ((r == EditUp || r == EditDown) && prompt.nhist > 0) {
		prompt.histpos = MAX(0, MIN(prompt.nhist, prompt.histpos + (r == EditUp ? -1 : 1)));
		edit_set(&prompt.ed, prompt.histpos < prompt.nhist ? prompt.hist[prompt.histpos] : "");
	}
	core_dirty(DirtyStatus);
}

void
findprompt(const Arg *arg)
{
	prompt.kind = arg->i;
	prompt.pane = core_focus();
	prompt.histpos = prompt.nhist;
	edit_set(&prompt.ed, "");  /* the last pattern is a key Up away */
	core_dirty(DirtyStatus);
}

/* n and N: the next or previous match, in the list or the commit pane */
void
findnext(const Arg *arg)
{
	if (core_focus() == PaneText)
		textstep(arg->i * find.textdir, 1);
	else if (find.pattern[0] && find.bits)
		findstep(arg->i * find.dir);
}

/* PRIMARY's text, pasted: into the goto field or the prompt */
void
edit_paste(const char *s, size_t n)
{
	if (core_focus() == PaneGoto)
		goto_paste(s, n);
	else if (prompt.kind)
		edit_insert(&prompt.ed, s, n);
	core_dirty(DirtyGoto | DirtyStatus);
}

/* a reload: the whole view is reloaded, not the filter, which a live
 * one makes again once the history is in */
static void
reloading(int live)
{
	snprintf(find.refilter, sizeof(find.refilter), "%s", live && find.full ? find.filter : "");
	if (find.full) {
		graph_free(load_setgraph(find.full));
		find.full = NULL;
		find.filter[0] = '\0';
	}
	clearmatches();
}

static int
findrequest(int req, int arg)
{
	switch (req) {
	case ReqRows:  /* a skewed parent moved rows, or a mark's commit got its row */
		find.sortdirty |= find.nlist > 0 && (find.norow ||
		    (load_changed() >= 0 && load_changed() < arg));
		break;
	case ReqReload:
		reloading(arg);
		break;
	case ReqReloaded:
		if (find.refilter[0])  /* the filter made again: it waits for the history */
			findstart(find.refilter, '&');
		break;
	case ReqLoaded:
		findloaded();
		if (!finding())  /* the reload is done, but for a filter being made again */
			fview_keepreload(0);
		find.refilter[0] = '\0';
		break;
	case ReqEscape:  /* in the list: a find or a filter running stops */
		return core_focus() == PaneList && findstop();
	}
	return 0;
}

/* a selection made: a find still running only marks what it finds */
static void
findselect(void)
{
	if (find.when == FindJump)
		find.when = FindMark;
}

static Proc *findproc(int k) { return k < (int)LEN(find.proc) ? &find.proc[k] : NULL; }

static void
findfree(void)
{
	clearmatches();
	free(find.list), free(find.sorted);
	buf_free(&find.pend);
	graph_free(find.full);
	if (find.textok)
		regfree(&find.textre);
}

const Part findpart = { NULL, findselect, findrequest, findproc, readfind, findfree };
