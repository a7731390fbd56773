/* See LICENSE file for copyright and license details.
 *
 * find.c: find and filter, over the history's model, for the list and the
 * commit pane. A pattern (parse.c) becomes one git command run with the
 * view's own arguments: for path:, adds: and changes: git searches and
 * prints the ids of the matches; for the message, author and committer
 * git prints every commit, once, and the pattern is matched here as git
 * would match it (sha: is matched in memory). Matches mark commits as they
 * come, a bit per commit; n and N step through the marks in list order,
 * to a mark as soon as every row before it is known to hold none. A
 * filter is a view of the marked commits with their parents rewritten
 * (graph_filter), so leaving it is instant and loses nothing. Find in
 * the commit pane (/ and ? there) is a regular expression over its
 * lines, or the file view's (their blame for author:, msg: and sha:)
 * while that is open; the prompt for all of them is here too.
 */
#include <sys/types.h>

#include <errno.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "hunk.h"
#include "util.h"
#include "core.h"
#include "taste.h"
#include "part.h"
#include "load.h"
#include "list.h"
#include "fold.h"
#include "patch.h"
#include "pane.h"
#include "goto.h"
#include "ask.h"
#include "fileview.h"
#include "blame.h"
#include "find.h"

enum { FindJump = 1, FindFilter, FindMark };
static struct {
	Pattern pat;
	char *pattern;          /* any length (h's path); NULL before the first */
	char filter[512];       /* the filter's pattern, while filtered */
	int dir;                /* +1 down the list, -1 up */
	int when;               /* FindJump, FindFilter, FindMark, or 0 */
	int wait;               /* for the history to load first */
	unsigned char *bits;    /* a bit per commit: marked */
	unsigned char *seen;    /* a bit per commit: its record was matched */
	int nbits;              /* commits they have bits for */
	Buf pend;               /* ids found before their commits loaded */
	Buf hidden;             /* z: ids found in shut folds, to open them */
	Buf kept;               /* the marks' ids while the graph shown changes */
	int rebits;             /* there were marks: bits for the new graph */
	int kind;               /* what git prints: PatIds, PatRecords; 0 */
	int jumpdir;            /* the jump FindJump waits to make */
	int scan, scansel;      /* the rows from scansel to scan hold no mark */
	int uptorow;            /* PatIds: git has looked at the rows to here */
	regex_t re;             /* the pattern, for PatRecords */
	int reok, matchempty;   /* re is compiled; it matches an empty line */
	int *list, nlist, listcap;  /* the marked commits, as they came */
	int *sorted, nsorted, sortcap;  /* their rows, in order */
	int nplaced;            /* the marks of list sorted in so far */
	int *merge, mergecap;   /* room to merge the new ones in */
	int sortdirty, norow;   /* rows moved; a mark had none: sort anew */
	Proc proc[1];
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

static int searching(void) { return pipe_running(&find.proc[0]); }

static int
finding(void)
{
	return searching() || find.wait || find.pend.len;
}

static int byrow(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

/* the rows of the marks in order: the new ones added (they come in list
 * order but where git's order is not the list's), all anew once rows moved */
static void
sortmatches(void)
{
	int i, j, k, r, base, inorder = 1;

	if (find.sortdirty || find.sortlocals != list_locals())
		find.nsorted = find.nplaced = find.norow = 0;
	else if (find.nplaced == find.nlist)
		return;
	find.sortlocals = list_locals();
	find.sorted = egrow(find.sorted, &find.sortcap, MAX(1, find.nlist), sizeof(*find.sorted),
	                    256);
	base = find.nsorted;
	for (i = find.nplaced; i < find.nlist; i++) {
		if ((r = list_commitrow(find.list[i])) < 0) {
			find.norow = 1;
			continue;
		}
		inorder &= find.nsorted == 0 || r > find.sorted[find.nsorted - 1];
		find.sorted[find.nsorted++] = r;
	}
	find.nplaced = find.nlist;
	find.sortdirty = 0;
	if (inorder)
		return;
	qsort(find.sorted + base, find.nsorted - base, sizeof(*find.sorted), byrow);
	if (base == 0 || find.sorted[base] > find.sorted[base - 1])
		return;
	find.merge = egrow(find.merge, &find.mergecap, base, sizeof(*find.merge), 256);
	memcpy(find.merge, find.sorted, base * sizeof(*find.merge));
	for (i = 0, j = base, k = 0; i < base; k++)
		find.sorted[k] = j < find.nsorted && find.sorted[j] < find.merge[i] ?
		    find.sorted[j++] : find.merge[i++];
}

/* what the status line says of find and filter, after the count */
size_t
find_info(char *out, size_t cap)
{
	size_t n = 0;
	int lo, r = list_selrow();

	out[0] = '\0';
	if (find.full)
		n += snprintf(out + n, cap - n,
		              " \xC2\xB7 filtered: %s \xE2\x80\x94 & Return to show all",
		              find.filter);
	if (find.bits && find.when != FindFilter && n < cap) {
		sortmatches();
		lo = util_lowerbound(find.sorted, find.nsorted, r);  /* the selection's mark */
		if (find.nsorted == 0 && !finding())
			;  /* it said so once: no "0 matches" left behind for good */
		else if (lo < find.nsorted && find.sorted[lo] == r)
			n += snprintf(out + n, cap - n, " \xC2\xB7 %s: match %d of %d",
			              find.pattern, lo + 1, find.nsorted);
		else
			n += snprintf(out + n, cap - n, " \xC2\xB7 %s: %d %s", find.pattern,
			              find.nsorted, PLURAL(find.nsorted, "match", "matches"));
	}
	if (finding() && n < cap)
		n += snprintf(out + n, cap - n, find.wait ? " (waiting for the history)" :
		              " (searching\xE2\x80\xA6)");
	else if (find.when == FindFilter && n < cap)  /* found, the list still loads */
		n += snprintf(out + n, cap - n,
		              " \xC2\xB7 %s: %d %s (the filter waits for the history)",
		              find.pattern, find.nlist, PLURAL(find.nlist, "match", "matches"));
	return MIN(n, cap - 1);
}

int
find_ismatch(int c)
{
	return find.bits && c >= 0 && c < find.nbits && (find.bits[c / 8] >> (c % 8) & 1);
}

/* bits for commit c and those before it: the history is still loading */
static void
growbits(int c)
{
	int n;

	if (c < find.nbits)
		return;
	n = MAX(c + 1, 2 * find.nbits);
	find.bits = erealloc(find.bits, n / 8 + 1);
	find.seen = erealloc(find.seen, n / 8 + 1);
	memset(find.bits + find.nbits / 8 + 1, 0, n / 8 - find.nbits / 8);
	memset(find.seen + find.nbits / 8 + 1, 0, n / 8 - find.nbits / 8);
	find.nbits = n;
}

static void
addmatch(int c)
{
	int r;

	if (c < 0 || find_ismatch(c))
		return;
	growbits(c);
	if (find.nlist == 0)
		pipe_trace("+%.1fms find first match", core_ms());
	find.bits[c / 8] |= 1 << (c % 8);
	r = list_commitrow(c);
	find.list = egrow(find.list, &find.listcap, find.nlist + 1, sizeof(*find.list), 256);
	find.list[find.nlist++] = c;
	if (r >= list_top() && r <= list_top() + core_layout()->listrows)
		core_dirtyrow(r);
	core_dirty(DirtyStatus);
}

static void
stopfind(void)
{
	int k;

	for (k = 0; k < (int)LEN(find.proc); k++)
		pipe_kill(&find.proc[k]);
	find.wait = find.kind = 0;
	find.pend.len = find.pend.off = 0;
}

static void
clearmatches(void)
{
	stopfind();
	free(find.bits), free(find.seen);
	find.bits = find.seen = NULL;
	find.hidden.len = find.hidden.off = find.kept.len = find.kept.off = find.rebits = 0;
	find.nlist = find.nsorted = find.nplaced = find.sortdirty = find.when = 0;
	core_dirty(DirtyList | DirtyStatus);
}

/* has git looked at the commit of row r (a local row holds none)? */
static int
looked(int r)
{
	int c = list_rowcommit(r);

	return c < 0 || r <= find.uptorow ||
	    (c < find.nbits && (find.seen[c / 8] >> (c % 8) & 1));
}

/* while git searches: the row of the nearest mark from the selection in
 * direction dir once git has looked at every row between, else -1. Rows
 * are git's order but where a skewed commit moved, so the rows passed
 * are remembered until they change (EvRows) */
static int
knownnext(int dir)
{
	int sel = list_selrow(), n = list_rows(), r;

	if (find.scansel != sel || (find.scan - sel) * dir <= 0)
		find.scan = sel + dir, find.scansel = sel;
	for (r = find.scan; r >= 0 && r < n; r += dir) {
		if (find_ismatch(list_rowcommit(r)))
			break;
		if (!looked(r))
			break;
	}
	find.scan = r;
	return r >= 0 && r < n && find_ismatch(list_rowcommit(r)) ? r : -1;
}

/* the jump a find or an n waits for, once its mark is known */
static void
tryjump(void)
{
	int r;

	if (find.when != FindJump || !searching() || (r = knownnext(find.jumpdir)) < 0)
		return;
	find.when = 0;
	core_setstatus(0, "");
	core_command(&(Command){ .kind = CmdSelectRow, .arg.row = r });
}

/* z: past the last mark shown, the next match in a shut fold opens it
 * (fold.c), and is selected once it is shown */
static int
reveal(void)
{
	size_t hl = load_graph() ? graph_hashlen(load_graph()) : 0;
	char hex[HEXMAX + 1];

	if (!hl || searching() || find.hidden.len - find.hidden.off < hl ||
	    !fold_reveal((unsigned char *)find.hidden.buf + find.hidden.off))
		return 0;
	hex_encode((unsigned char *)find.hidden.buf + find.hidden.off, hl, hex);
	find.hidden.off += hl;
	core_setstatus(0, "%s: %.10s is in a merge's fold: it opens", find.pattern, hex);
	return 1;
}

/* the graph shown changes under the marks (z's folds, a filter left):
 * their ids are kept, to be marked again in the new one (newview) */
static void
findreset(void)
{
	int i;

	for (i = 0; i < find.nlist && load_graph(); i++)
		pipe_bufadd(&find.kept, (const char *)graph_id(load_graph(), find.list[i]),
		            graph_hashlen(load_graph()));
	find.rebits |= find.bits != NULL;
	free(find.bits), free(find.seen);
	find.bits = find.seen = NULL;
	find.nlist = find.nsorted = find.nplaced = find.sortdirty = find.nbits = 0;
}

static void
newview(void)
{
	size_t hl = load_graph() ? graph_hashlen(load_graph()) : 0, i;
	int c;

	if (!find.rebits || !hl)
		return;
	find.rebits = 0;
	find.nbits = graph_size(load_graph());
	find.bits = ecalloc(find.nbits / 8 + 1, 1);
	find.seen = ecalloc(find.nbits / 8 + 1, 1);
	for (i = find.kept.off; hl && i + hl <= find.kept.len; i += hl)
		if ((c = graph_find(load_graph(), (unsigned char *)find.kept.buf + i)) >= 0 &&
		    graph_row(load_graph(), c) >= 0)
			addmatch(c);
	find.kept.len = find.kept.off = 0;
	for (i = 0; hl && i + hl <= find.hidden.len; i += hl)  /* the revealed too */
		if ((c = graph_find(load_graph(), (unsigned char *)find.hidden.buf + i)) >= 0 &&
		    graph_row(load_graph(), c) >= 0)
			addmatch(c);
}

/* the nearest mark from the selection in direction dir, wrapping once
 * git has ended: until then the jump waits for a mark known nearest (a
 * filter being made steps through the marks found so far) */
static void
findstep(int dir)
{
	int r = list_selrow(), lo, i;

	if (searching() && find.when != FindFilter) {
		find.when = FindJump, find.jumpdir = dir;
		tryjump();
		if (find.when == FindJump)
			core_setstatus(0, "%s: searching %s\xE2\x80\xA6", find.pattern,
			          dir > 0 ? "below" : "above");
		return;
	}
	sortmatches();
	lo = util_lowerbound(find.sorted, find.nsorted, r);  /* the first mark at or below it */
	i = dir < 0 ? lo - 1 : lo < find.nsorted && find.sorted[lo] == r ? lo + 1 : lo;
	if ((i >= find.nsorted || i < 0) && reveal())
		return;
	if (find.nsorted == 0) {
		core_setstatus(1, finding() ? "%s: nothing found yet" : "%s: no commit matches",
		               find.pattern);
		return;
	}
	if (i >= find.nsorted || i < 0) {
		i = dir > 0 ? 0 : find.nsorted - 1;
		core_setstatus(0, dir > 0 ? "search wrapped to the top" :
		               "search wrapped to the bottom");
	} else {
		core_setstatus(0, "");
	}
	core_command(&(Command){ .kind = CmdSelectRow, .arg.row = find.sorted[i] });
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
	core_event(&(Event){ .kind = EvReset });
	if (g && !find.full)
		find.full = old;
	else
		graph_free(old);
	load_setgraph(g ? g : find.full);
	if (!g)
		find.full = NULL;
	core_event(&(Event){ .kind = EvLocal, .arg.local = LocalNewView });
	if (had && (c = graph_find(load_graph(), id)) >= 0 && graph_row(load_graph(), c) >= 0)
		core_command(&(Command){ .kind = CmdSelectCommit, .arg.commit = c });
	else
		core_command(&(Command){ .kind = CmdSelectRow, .arg.row = 0 });
	fview_keepreload(0);  /* a live reload's filter is made again: done */
}

static void
applyfilter(void)
{
	unsigned char *keep;
	Graph *base = load_graph();
	int c;

	if (find.nlist == 0) {
		core_setstatus(1, "%s: no commit matches; not filtered", find.pattern);
		return;
	}
	keep = ecalloc(graph_size(base) + 1, 1);
	for (c = 0; c < graph_size(base); c++)
		keep[c] = find_ismatch(c);
	snprintf(find.filter, sizeof(find.filter), "%s", find.pattern);
	clearmatches();  /* they are numbered for the whole view */
	showgraph(graph_filter(base, keep));
	free(keep);
}

static void
findfinished(void)
{
	int when = find.when;

	if (find.pend.len ||
	    (when == FindFilter && load_state() == LoadRunning)) {  /* wait for the list */
		sortmatches();  /* a mark past the selection now: the nearest loaded */
		if (when == FindJump && find.nsorted > 0 && (find.jumpdir > 0 ?
		    find.sorted[find.nsorted - 1] > list_selrow() :
		    find.sorted[0] < list_selrow())) {
			find.when = 0;
			findstep(find.jumpdir);
		}
		return;
	}
	pipe_trace("+%.1fms find done %d matches", core_ms(), find.nlist);
	find.kind = find.when = 0;
	core_dirty(DirtyStatus);
	if (when == FindJump)
		findstep(find.jumpdir);
	else if (when == FindFilter)
		applyfilter();
}

/* the pattern as git's --grep, --author and --committer take it: an
 * extended regular expression, a line at a time */
static int
compilere(void)
{
	char err[256];
	int r;

	if (find.reok)
		regfree(&find.re);
	find.reok = 0;
	r = regcomp(&find.re, find.pat.text,
	            REG_EXTENDED | REG_NEWLINE | (find.pat.icase ? REG_ICASE : 0));
	if (r) {
		regerror(r, &find.re, err, sizeof(err));
		core_setstatus(1, "%s", err);
		return -1;
	}
	find.reok = 1;
	find.matchempty = regexec(&find.re, "", 0, NULL, 0) == 0;
	return 0;
}

/* start the command for find.pat; what to do at the end is find.when */
static void
startfind(void)
{
	const char *cmd[PATTERNARGS + 64];
	char buf[2048];
	int kind;

	stopfind();
	free(find.bits), free(find.seen);
	find.nbits = load_graph() ? graph_size(load_graph()) : 0;
	find.bits = ecalloc(find.nbits / 8 + 1, 1);
	find.seen = ecalloc(find.nbits / 8 + 1, 1);
	find.nlist = find.nsorted = find.nplaced = find.sortdirty = 0;
	find.scansel = find.uptorow = -1;
	if (!load_graph() && load_state() != LoadRunning) {
		core_setstatus(1, "there is no commit to search");
		find.when = 0;
		return;
	}
	if (!load_graph() ||
	    (find.pat.field == FieldSha && load_state() == LoadRunning)) {  /* in memory */
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
	    (kind = parse_pattern_cmd(&find.pat, load_view(), cmd, buf, sizeof(buf))) < 0) {
		core_setstatus(1, "the pattern is too long");
		find.when = 0;
		return;
	}
	if (kind == PatRecords && compilere() < 0) {
		find.when = 0;
		return;
	}
	if (pipe_spawn(&find.proc[0], cmd, 0) < 0)
		core_setstatus(1, "cannot run git: %s", strerror(errno));
	find.kind = kind;
	core_dirty(DirtyStatus | DirtyList);
}

/* does a message match, as git's --grep matches it: a line at a time,
 * the line that ends the commit's header first (so an expression that
 * matches an empty line matches every commit) */
static int
msgmatch(char *s)
{
	regmatch_t m;
	size_t n = strlen(s);
	char *nl;
	int r = 0;

	if (find.matchempty)
		return 1;
	if (n > 0 && s[n - 1] == '\n')  /* no empty line after the last */
		s[n - 1] = '\0';
	if (regexec(&find.re, s, 1, &m, 0))
		return 0;
	if (!memchr(s + m.rm_so, '\n', m.rm_eo - m.rm_so))
		return 1;
	/* the match took a newline ([[:space:]] does): line by line */
	for (; !r && s; s = nl ? nl + 1 : NULL) {
		if ((nl = strchr(s, '\n')))
			*nl = '\0';
		r = regexec(&find.re, s, 0, NULL, 0) == 0;
		if (nl)
			*nl = '\n';
	}
	return r;
}

/* does a record match: its author, committer or message, those asked */
static int
recmatch(FindRec *rec)
{
	int f = find.pat.field;

	return ((f == FieldAny || f == FieldAuthor) &&
	        regexec(&find.re, rec->author, 0, NULL, 0) == 0) ||
	    ((f == FieldAny || f == FieldCommitter) &&
	     regexec(&find.re, rec->committer, 0, NULL, 0) == 0) ||
	    ((f == FieldAny || f == FieldMsg) && msgmatch(rec->msg));
}

/* find's marks as the window draws them: row i of the list; line i of
 * the file view (bit 1), its text's matches shown (bit 2: not for a
 * pattern on blame's author, summary or commit) */
int
find_marked(int pane, int i)
{
	int f = find.textfield;

	if (pane == PaneList)
		return find_ismatch(list_rowcommit(i));
	return find_fviewmatch(i) | (f != FieldAuthor && f != FieldMsg && f != FieldSha) << 1;
}

/* git has looked at the commit of id, and it matched (m) or not */
static void
found(const unsigned char *id, int m)
{
	int c;

	if ((c = graph_find(load_graph(), id)) >= 0) {
		growbits(c);
		find.seen[c / 8] |= 1 << (c % 8);
		if (m)
			addmatch(c);
		if (m && find.kind == PatIds)  /* git has looked at the rows above it too */
			find.uptorow = MAX(find.uptorow, list_commitrow(c));
	} else if (m && load_state() == LoadRunning) {  /* git's search ran ahead of the list */
		pipe_bufadd(&find.pend, (const char *)id, graph_hashlen(load_graph()));
	} else if (m && fold_on()) {
		pipe_bufadd(&find.hidden, (const char *)id, graph_hashlen(load_graph()));
	}
}

static void
readfind(int k, int eof)
{
	unsigned char id[OIDMAX];
	int hl = graph_hashlen(load_graph());
	Buf *b = &find.proc[k].obuf;
	const char *line;
	FindRec rec;
	size_t n;
	long len;

	while (find.kind == PatIds && (line = pipe_bufline(b, &n)))
		if (n == 2 * (size_t)hl && hex_decode(line, hl, id) == 0)
			found(id, 1);
	while (find.kind == PatRecords && b->off < b->len &&
	       (len = parse_findrec(b->buf + b->off, b->len - b->off, hl, &rec)) != 0) {
		b->off += len < 0 ? -len : len;
		if (len > 0 && hex_decode(rec.hex, hl, id) == 0)
			found(id, recmatch(&rec));
	}
	tryjump();
	if (eof) {
		if (!WIFEXITED(find.proc[k].status) || WEXITSTATUS(find.proc[k].status))
			core_setstatus(1, "find failed: %s", pipe_errline(&find.proc[k]));
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
	else if (find.kind && !finding())
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
find_fviewmatch(int i)
{
	static char buf[LINEMAX], ctl[LINEMAX];
	const BlameEnt *b;
	int cols;

	if (!find.textok || i < 0 || i >= fview_view()->text.n)
		return 0;
	if (find.textfield == FieldAuthor || find.textfield == FieldMsg ||
	    find.textfield == FieldSha)
		return (b = blame_ann(i)) && regexec(&find.textre,
		       find.textfield == FieldAuthor ? b->author :
		       find.textfield == FieldMsg ? b->summary : b->hex, 0, NULL, 0) == 0;
	utf8_expand(fview_view()->text.buf + fview_view()->text.line[i].off,
	            fview_view()->text.line[i].len, tabwidth, buf, ctl, sizeof(buf), &cols);
	return regexec(&find.textre, buf, 0, NULL, 0) == 0;
}

/* does line i match: the file view's while it is open, else the commit pane's */
static int
textmatch(int i)
{
	static char buf[LINEMAX], ctl[LINEMAX];
	int cols;

	if (fview_on())
		return find_fviewmatch(i);
	pane_drawn(i, buf, ctl, sizeof(buf), &cols);
	return regexec(&find.textre, buf, 0, NULL, 0) == 0;
}

/* find in the commit pane's text, from the line after the top on; in the
 * file view from the cursor's line on (from 0) or the next (from 1), the
 * hits counted in the file, which is not the history's size */
static void
textstep(int dir, int from)
{
	int fv = fview_on(), n = fv ? fview_view()->text.n : pane_tlines();
	int cur = fv ? fview_cursor() : pane_top();
	int i, k, at = -1, nth = 0, all = 0, wrapped;

	if (!find.textok || n == 0)
		return;
	from = fv ? from : 1;
	for (k = from; k < n + from && at < 0; k++)
		if (textmatch(i = ((cur + dir * k) % n + n) % n))
			at = i;
	if (at < 0) {
		core_setstatus(1, "nothing in this %s matches", fv ? "file" : "commit");
		return;
	}
	wrapped = (dir > 0 && at < cur + from) || (dir < 0 && at > cur - from);
	if (!fv) {
		if (wrapped)
			core_setstatus(0, "search wrapped");
		pane_puttop(at);  /* near the end: still put the hit on top */
		core_dirty(DirtyText | DirtyFiles);
		return;
	}
	for (i = 0; i < n; i++)
		if (find_fviewmatch(i))
			all++, nth += i <= at;
	core_setstatus(0, "match %d of %d%s", nth, all, wrapped ? " (search wrapped)" : "");
	core_command(&(Command){ .kind = CmdFileShow, .arg.line = at });
}

static void
textfind(const char *text, int dir)
{
	char err[256];
	Pattern p;
	int r;

	if (parse_pattern(text, &p, err, sizeof(err)) < 0) {
		core_setstatus(1, "%s", err);
		return;
	}
	if (find.textok)
		regfree(&find.textre);
	find.textok = 0;
	if ((r = regcomp(&find.textre, p.text, REG_EXTENDED | (p.icase ? REG_ICASE : 0)))) {
		regerror(r, &find.textre, err, sizeof(err));
		core_setstatus(1, "%s", err);
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
		core_setstatus(1, "%s", err);
		return;
	}
	free(find.pattern);
	find.pattern = estrdup(text);
	find.pat.text = find.pattern + (find.pat.text - text);
	core_setstatus(0, "");
	if (kind == '&') {
		unfilter();  /* a filter is made from the whole view */
		find.when = FindFilter;
	} else {
		find.dir = find.jumpdir = kind == '?' ? -1 : 1;
		find.when = FindJump;
	}
	pipe_trace("+%.1fms find start", core_ms());
	startfind();
}

/* the menu of a file: find's marks on the commits that touch it, as
 * / path:PATH would, the path from the top whatever the directory */
void
find_touching(const Arg *arg)
{
	const char *path;
	char *pat;
	int k = pane_curfile();

	(void)arg;
	if (list_sel() < 0 || k < 0 || k >= patch_paths()->n)
		return;
	path = patch_paths()->buf + patch_paths()->line[k].off;
	pat = ecalloc(1, strlen(path) + sizeof "path::(top,literal)");  /* any length */
	sprintf(pat, "path::(top,literal)%s", path);
	findstart(pat, '/');
	free(pat);
}

static void
runprompt(void)
{
	int kind = prompt.kind;

	prompt.kind = 0;
	core_dirty(DirtyStatus);
	if (prompt.ed.len &&
	    (prompt.nhist == 0 || strcmp(prompt.hist[prompt.nhist - 1], prompt.ed.buf))) {
		if (prompt.nhist == LEN(prompt.hist))
			memmove(prompt.hist[0], prompt.hist[1],
			        sizeof(prompt.hist) - sizeof(prompt.hist[0])), prompt.nhist--;
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
		core_setstatus(0, "%s: filter stopped: not filtered", find.pattern);
	else
		core_setstatus(0, "%s: find stopped after %d %s", find.pattern, find.nlist,
		          PLURAL(find.nlist, "match", "matches"));
	core_dirty(DirtyStatus | DirtyList);
	return 1;
}

void
find_promptkey(int key, const char *text, int len)
{
	int r = goto_editkey(&prompt.ed, key, text, len);

	if (r == EditEnter) {
		runprompt();
	} else if (r == EditCancel) {
		prompt.kind = 0;
	} else if ((r == EditUp || r == EditDown) && prompt.nhist > 0) {
		prompt.histpos = MAX(0, MIN(prompt.nhist, prompt.histpos + (r == EditUp ? -1 : 1)));
		goto_editset(&prompt.ed,
		             prompt.histpos < prompt.nhist ? prompt.hist[prompt.histpos] : "");
	}
	core_dirty(DirtyStatus);
}

void
find_ask(const Arg *arg)
{
	prompt.kind = arg->i;
	prompt.pane = core_focus();
	prompt.histpos = prompt.nhist;
	goto_editset(&prompt.ed, "");  /* the last pattern is a key Up away */
	core_dirty(DirtyStatus);
}

/* n and N: the next or previous match, in the list or the commit pane */
void
find_next(const Arg *arg)
{
	if (core_focus() == PaneText)
		textstep(arg->i * find.textdir, 1);
	else if (find.pattern && find.pattern[0] && find.bits)
		findstep(arg->i * find.dir);
}

/* PRIMARY's text, pasted: into the goto field or the prompt */
void
find_paste(const char *s, size_t n)
{
	if (ask_on())
		ask_paste(s, n);
	else if (core_focus() == PaneGoto)
		goto_paste(s, n);
	else if (prompt.kind)
		goto_editinsert(&prompt.ed, s, n);
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

static void
findevent(const Event *e)
{
	int passed;

	switch (e->kind) {
	case EvRows:  /* a skewed parent moved rows, or a mark's commit got its row */
		passed = load_changed() >= 0 && load_changed() < e->arg.rows;
		find.sortdirty |= find.nlist > 0 && (find.norow || passed);
		if (passed)
			find.scansel = -1;  /* the rows passed are to be passed again */
		tryjump();
		break;
	case EvReload:
		reloading(e->arg.live);
		break;
	case EvLocal:
		if (e->arg.local == LocalNewView)
			newview();
		break;
	case EvReloaded:
		if (find.refilter[0])  /* the filter made again: it waits for the history */
			findstart(find.refilter, '&');
		break;
	case EvLoaded:
		findloaded();
		if (!finding())  /* the reload is done, but for a filter being made again */
			fview_keepreload(0);
		find.refilter[0] = '\0';
		break;
	}
}

/* Escape in the list: a find or a filter running stops */
static int
findcommand(const Command *c)
{
	return c->kind == CmdEscape && core_focus() == PaneList && findstop();
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
	free(find.list), free(find.sorted), free(find.merge), free(find.pattern);
	pipe_buffree(&find.pend);
	pipe_buffree(&find.hidden);
	pipe_buffree(&find.kept);
	graph_free(find.full);
	if (find.textok)
		regfree(&find.textre);
	if (find.reok)
		regfree(&find.re);
}

const Part findpart = {
	.reset = findreset, .select = findselect, .event = findevent, .command = findcommand,
	.proc = findproc, .read = readfind, .free = findfree
};
