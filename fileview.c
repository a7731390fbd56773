/* See LICENSE file for copyright and license details.
 *
 * fileview.c: the file view: the commit pane shows one file at one
 * commit, each line with the commit that last changed it (blame.c's,
 * which fills in while the text from git cat-file is already shown);
 * , blames again at the parent, < goes back. The tree
 * view: the files pane lists the whole tree at the commit (git ls-tree),
 * directories folding, a file opening in the file view.
 */
#include <sys/types.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

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
#include "pane.h"
#include "patch.h"
#include "blame.h"
#include "fileview.h"

/* the file view appends "COMMIT:PATH", the tree view the commit */
static const char *const blobargv[] = { "git", "cat-file", "blob", NULL };
static const char *const treeargv[] = { "git", "ls-tree", "--full-tree", "-r", "-t", "-z", NULL };

#define GITLINKLEN  (sizeof "160000 commit " - 1)  /* ls-tree's, before the id */

/* What the file view holds of a file. A longer one (a 1 GB blob) is cut
 * there: cat-file is stopped, blame not run (git blame would hold the
 * whole file) and the status line says so. Lines are taken as each read
 * comes, so that a turn of the loop parses one read, not the file */
#define FVIEWMAX    (16 << 20)  /* bytes */
#define FVIEWLINES  500000      /* lines, 24 bytes each beside the text */

enum { BlobSniff, BlobText, BlobBinary };

static FileView fileview;
static struct {
	int kind;     /* BlobSniff until BINARYPEEK bytes or the end came */
	int cut;      /* the file goes on past what is held */
	size_t seen;  /* the bytes taken */
} blobrd;
static Tree tree;
static int keepreload;  /* a live reload keeps the file view on its commit */

const FileView *fview_view(void) { return &fileview; }
const Tree *fview_tree(void) { return &tree; }
int fview_on(void) { return fileview.on; }
int fview_cursor(void) { return fileview.at.cursor; }
void fview_keepreload(int keep) { keepreload = keep; }

static void
fview_stop(void)
{
	pipe_kill(&fileview.blob);
	blame_stop();
}

int
fview_rows(void)
{
	return MAX(1, core_layout()->textrows - 1);  /* less the header row */
}

void
fview_show(int line)
{
	/* while the text is still coming keys move the cursor unclamped;
	 * readblob clamps it once the lines are known */
	fileview.at.cursor = pipe_running(&fileview.blob) ? MAX(0, line) :
	    MAX(0, MIN(line, fileview.text.n - 1));
	fileview.at.top = util_keepinview(fileview.at.top, fileview.at.cursor, fview_rows());
	core_dirty(DirtyText);
}

/* a jump to a line (the line the view opens at, :N): in the middle of
 * the view when it is off screen */
static void
fview_jump(int line)
{
	int top = fileview.at.top;

	fview_show(line);
	fileview.at.top = util_middleinview(top, fileview.at.cursor, fview_rows(),
	                               MAX(fileview.text.n, fileview.at.cursor + 1));
}

/* open at's file: its text and blame, or the commit a submodule records
 * (no git for it); the view shown goes on the stack when push */
void
fview_open(const FileAt *at, int push)
{
	const char *blob[ARGVMAX];
	char *spec, rev[HEXMAX + 16];
	int failed;

	if (push && fileview.on && fileview.nstack < (int)LEN(fileview.stack))
		fileview.stack[fileview.nstack++] = fileview.at;
	fview_stop();
	if (core_status()->ofsel)
		core_setstatus(0, "");
	if (!fileview.on)
		fileview.from = core_focus();
	fileview.on = 1;
	fileview.at = *at;  /* at's top: 0, or where it was before */
	lines_clear(&fileview.text);
	memset(&blobrd, 0, sizeof(blobrd));
	fileview.note[0] = '\0';
	fileview.at.cursor = at->link[0] ? 0 : at->cursor;
	core_setfocus(PaneText);
	core_dirty(DirtyAll);
	if (at->link[0]) {
		snprintf(fileview.note, sizeof(fileview.note), "(a submodule at commit %s)",
		         at->link);
		return;
	}
	/* the commit, or its parent (a file the commit deleted, a removed line) */
	snprintf(rev, sizeof(rev), "%s%.*s%.0d", at->hex, at->parent > 0, "^",
	         at->parent > 1 ? at->parent : 0);
	spec = ecalloc(1, strlen(rev) + strlen(at->path) + 2);  /* a path of any length */
	sprintf(spec, "%s:%s", rev, at->path);
	pipe_argv(blob, LEN(blob), blobargv, spec, (char *)NULL);
	/* blame's state is this file's even when cat-file cannot run */
	failed = (pipe_spawn(&fileview.blob, blob, 0) < 0) | (blame_start(rev, at->path) < 0);
	free(spec);
	if (failed)
		snprintf(fileview.note, sizeof(fileview.note), "cannot run git");
}


/* the focus goes back where b was pressed */
static void
fview_close(void)
{
	fview_stop();
	if (fileview.on && core_focus() == PaneText && core_layout()->shown & 1 << PaneText)
		core_setfocus(fileview.from);
	fileview.on = fileview.nstack = 0;
	pane_selset((Pos){ -1, 0 }, (Pos){ -1, 0 }, 0, 0);  /* its clicks were the file's lines */
	lines_free(&fileview.text);  /* up to FVIEWMAX and its lines: to the system */
	blame_forget();
	util_giveback();
	core_dirty(DirtyAll);
}

/* the complete lines of what came, up to the cap: 1 once the view holds
 * all it shows (the file's end, or the cap) */
static int
takelines(int eof)
{
	Buf *b = &fileview.blob.obuf;
	const char *s, *e, *nl;
	size_t room;
	int n = fileview.text.n;

	for (;;) {
		s = b->buf + b->off, e = b->buf + b->len;
		if (s == e)
			break;
		/* >=: a line cut at the cap may take its newline past it */
		if (fileview.text.n >= FVIEWLINES || blobrd.seen >= FVIEWMAX) {
			blobrd.cut = 1;
			break;
		}
		room = FVIEWMAX - blobrd.seen;
		if (!(nl = memchr(s, '\n', MIN((size_t)(e - s), room)))) {
			if ((size_t)(e - s) < room && !eof)
				break;  /* its end is still to come */
			nl = s + MIN((size_t)(e - s), room);  /* the last line, or one cut */
		}
		/* a CRLF line ends at its CR; a CR elsewhere shows */
		lines_add(&fileview.text, s, nl < e && *nl == '\n' ? util_crlflen(s, nl - s) :
		          (size_t)(nl - s), 0, 0);
		nl += nl < e && *nl == '\n';
		blobrd.seen += nl - s;
		b->off = nl - b->buf;
	}
	/* drawn when the new lines are in view, or the numbers' width grew */
	if (n <= fileview.at.top + fview_rows() || snprintf(NULL, 0, "%d", n) !=
	    snprintf(NULL, 0, "%d", fileview.text.n))
		core_dirty(DirtyText);
	return eof || blobrd.cut;
}

/* what came of the blob: 1 once the view holds all it shows. A binary
 * file is known by its first BINARYPEEK bytes before a line shows */
static int
takeblob(int eof)
{
	Buf *b = &fileview.blob.obuf;
	size_t n = b->len - b->off;

	if (eof && core_failure(&fileview.blob))
		return 1;
	if (blobrd.kind == BlobSniff) {
		if (n < BINARYPEEK && !eof)
			return 0;
		blobrd.kind = memchr(b->buf + b->off, '\0', MIN(n, BINARYPEEK)) ?
		    BlobBinary : BlobText;
	}
	if (blobrd.kind == BlobText)
		return takelines(eof);
	blobrd.seen += n;
	b->off = b->len;
	blobrd.cut = blobrd.seen > FVIEWMAX;
	return eof || blobrd.cut;
}

static void
blobend(void)
{
	if (core_failure(&fileview.blob)) {
		lines_clear(&fileview.text);
		snprintf(fileview.note, sizeof(fileview.note), "%s", core_failure(&fileview.blob));
	} else if (blobrd.kind == BlobBinary) {
		snprintf(fileview.note, sizeof(fileview.note), "(a binary file of %s%zu bytes)",
		         blobrd.cut ? "over " : "", blobrd.cut ? (size_t)FVIEWMAX : blobrd.seen);
	} else if (fileview.text.n == 0) {
		snprintf(fileview.note, sizeof(fileview.note), "(an empty file)");
	}
	pipe_kill(&fileview.blob);  /* first: fview_jump clamps the cursor once it ended */
	if (blobrd.cut) {
		blame_stop();
		if (blobrd.kind == BlobText) {
			core_setstatus(0, "file view: the first %d lines (%.1f MB) of a longer "
			               "file, not blamed", fileview.text.n,
			               blobrd.seen / 1048576.0);
			core_setstatussel();
		}
	} else {
		blame_lines(fileview.text.n);
	}
	fview_jump(fileview.at.cursor);
	pipe_trace("+%.1fms file view %s%.*s%.0d:%s line %d%s", core_ms(), fileview.at.hex,
	           fileview.at.parent > 0, "^", fileview.at.parent > 1 ? fileview.at.parent : 0,
	           fileview.at.path, fileview.at.cursor + 1, blobrd.cut ? " cut" : "");
}

/* the file view's header: the path as the files pane draws it, the
 * commit, blame's options */
size_t
fview_head(char *buf, size_t cap)
{
	size_t n = utf8_clean(fileview.at.path, strlen(fileview.at.path), buf, cap - 160);
	char opts[64];

	if (fileview.at.parent)
		n += snprintf(buf + n, cap - n, " at %.10s^%.0d (as it was before %.10s)",
		              fileview.at.hex, fileview.at.parent > 1 ? fileview.at.parent : 0,
		              fileview.at.hex);
	else
		n += snprintf(buf + n, cap - n, " at %.10s", fileview.at.hex);
	if (blame_opts(opts, sizeof(opts)))
		n += snprintf(buf + n, cap - n, "  (blame %s)", opts);
	return n;
}

/* the file view and the files pane, for the window */
void
fview_get(FviewView *v)
{
	size_t n;

	v->on = fileview.on;
	v->top = fileview.at.top, v->cursor = fileview.at.cursor;
	v->lines = fileview.text.n, v->fit = fview_rows();
	v->note = fileview.note;
	v->moved = fileview.on && blame_moved();
	v->head[0] = '\0';
	if (fileview.on) {
		n = fview_head(v->head, sizeof(v->head) - 16);
		if (blame_running())
			snprintf(v->head + n, sizeof(v->head) - n, "  (blaming\xE2\x80\xA6)");
	}
	v->tree = tree.on;
	v->ftop = pane_filestop();
	v->fcur = tree.on ? tree.cur : pane_curfile();
	v->ftotal = tree.on ? tree.nvis : patch_files()->n;
	v->ffit = core_layout()->filerows;
	v->ffocus = core_focus() == PaneFiles;
}

#define ANNAUTHOR     12     /* blame's annotation: its author's columns */
#define ANNNAME       (FVIEWANN - 1 - 9)  /* what follows "COMMIT8 ": author and date */

/* a merge's subject by what it merged, the words every merge's subject
 * begins with left out, so that the topic fits the column: "Merge branch
 * 'ab/topic' into next" as "ab/topic into next", "Merge pull request #7
 * from u/topic" as "#7 u/topic"; another subject as it is */
static const char *
mergetitle(const char *s, char *out, size_t cap)
{
	static const char *const quoted[] = {
		"Merge branch '", "Merge remote-tracking branch '", "Merge tag '"
	};
	static const char pr[] = "Merge pull request #", from[] = " from ";
	const char *q, *f;
	size_t i, n;

	for (i = 0; i < LEN(quoted); i++) {
		n = strlen(quoted[i]);
		if (strncmp(s, quoted[i], n) || !(q = strchr(s + n, '\'')))
			continue;
		snprintf(out, cap, "%.*s%s", (int)(q - s - n), s + n, q + 1);
		return out;
	}
	if (!strncmp(s, pr, sizeof(pr) - 1) && (f = strstr(s, from))) {
		snprintf(out, cap, "%.*s %s", (int)(f - s - (sizeof(pr) - 2)), s + sizeof(pr) - 2,
		         f + sizeof(from) - 1);
		return out;
	}
	return s;
}

/* line i's blame in ann: the commit, its author cut to fit and its date;
 * by merge, the commit and its subject (a pull request's title, by what
 * it merged) in both their columns. b is line i's */
static void
annotate(const BlameEnt *b, char *ann, size_t cap)
{
	char title[256];
	const char *name = blame_bymerge() ? mergetitle(b->summary, title, sizeof(title)) :
	                   b->author;
	char date[16];
	struct tm tm;
	time_t tt = (time_t)b->atime;
	size_t s;

	s = snprintf(ann, cap, "%.8s ", b->hex);
	s += utf8_fit(name, strlen(name), blame_bymerge() ? ANNNAME : ANNAUTHOR, ann + s,
	              cap - s);
	if (strncmp(ann + 9, name, strlen(name)))
		pipe_trace("cut: annotation %s", ann);
	if (blame_bymerge())
		return;
	localtime_r(&tt, &tm);
	strftime(date, sizeof(date), "%Y-%m-%d", &tm);
	snprintf(ann + s, cap - s, " %s", date);
}

/* the cursor's annotation, as drawn, for the trace (tests wait on it) */
static void
traceann(int i)
{
	char ann[sizeof(((FviewRow *)0)->ann)];
	size_t n;

	annotate(blame_ann(i), ann, sizeof(ann));
	for (n = strlen(ann); n > 0 && ann[n - 1] == ' '; n--)
		;
	pipe_trace("fview: line %d by %.*s", i + 1, (int)n, ann);
}

/* line i's blame, drawn atop its group */
static void
getann(int i, FviewRow *r)
{
	const BlameEnt *b = blame_ann(i);

	annotate(b, r->ann, sizeof(r->ann));
	r->annbyte = (unsigned char)strtol((char[3]){ b->hex[0], b->hex[1], 0 }, NULL, 16);
	r->boundary = b->boundary;
}

/* where line i came from, when blame found some lines in other files:
 * PATH:LINE, cut at the left to FVIEWFROM - 2 columns */
static void
getfrom(int i, FviewRow *r)
{
	char shown[1100];
	const char *path;
	int line;
	size_t n, s = 0;

	r->from[0] = '\0';
	if (!blame_moved() || !(path = blame_from(i, &line)))
		return;
	for (n = strlen(path), s = n > 256 ? n - 256 : 0; s < n && (path[s] & 0xC0) == 0x80; s++)
		;  /* the end alone of a long path is drawn: from a character */
	n = utf8_clean(path + s, strlen(path + s), shown, sizeof(shown) - 32);
	s = 0;
	snprintf(shown + n, sizeof(shown) - n, ":%d", line);
	n = strlen(shown);
	if (n > FVIEWFROM - 2) {  /* the file's name and line stay */
		for (s = n - (FVIEWFROM - 3); s < n && (shown[s] & 0xC0) == 0x80; s++)
			;
		snprintf(r->from, sizeof(r->from), "\xE2\x80\xA6%s", shown + s);
	} else {
		snprintf(r->from, sizeof(r->from), "%s", shown);
	}
	if (i == fileview.at.cursor)
		pipe_trace("fview: line %d from %s", i + 1, r->from);
}

int
fview_getrow(int i, FviewRow *r)
{
	static char ctl[LINEMAX];
	int k, cols;

	if (i < 0 || i >= fileview.text.n)
		return 0;
	r->shade = blame_shade(i);
	k = blame_index(i);
	if ((r->group = k >= 0 && (i == 0 || blame_index(i - 1) != k || i == fileview.at.top)))
		getann(i, r);
	if (k >= 0 && i == fileview.at.cursor)
		traceann(i);
	getfrom(i, r);
	r->n = utf8_expand(fileview.text.buf + fileview.text.line[i].off, fileview.text.line[i].len,
	                   tabwidth, r->buf, ctl, sizeof(r->buf), &cols);
	r->s = pane_colbyte(r->buf, r->n, pane_col());
	return 1;
}

/* row i of the tree: its name indented by its depth, a directory's fold */
static int
gettree(int i, FileRow *r)
{
	const TreeEnt *t;
	const char *name;
	int n;

	if (i < 0 || i >= tree.nvis)
		return 0;
	t = &tree.ents[tree.vis[i]];
	name = strrchr(tree.paths + t->path, '/');
	name = name ? name + 1 : tree.paths + t->path;
	n = snprintf(r->buf, sizeof(r->buf), "%*s%s ", 2 * t->depth, "",
	             t->isdir ? (t->open ? "\xE2\x96\xBE" : "\xE2\x96\xB8") : " ");
	n += utf8_clean(name, strlen(name), r->buf + n, sizeof(r->buf) - n);
	if (t->isdir && n + 1 < (int)sizeof(r->buf))
		r->buf[n++] = '/', r->buf[n] = '\0';
	r->status = r->letter = 0, r->dir = t->isdir;
	r->text = r->buf, r->n = n;
	return 1;
}

int
fview_getfile(int i, FileRow *r)
{
	const struct Line *l;

	if (tree.on)
		return gettree(i, r);
	if (i < 0 || i >= patch_files()->n)
		return 0;
	l = &patch_files()->line[i];
	r->status = l->style, r->letter = patch_files()->buf[l->off], r->dir = 0;
	r->text = patch_files()->buf + l->off + 2, r->n = l->len - 2;
	return 1;
}

/* a triple-click in the file view: the text of line (tabs expanded), the
 * header for -1, or the note of a view with no text, to PRIMARY */
void
fview_copy(int line)
{
	static char buf[LINEMAX], ctl[LINEMAX];
	Buf out = { 0 };
	int cols;

	if (line < 0) {
		pipe_bufadd(&out, buf, fview_head(buf, sizeof(buf)));
	} else if (line < fileview.text.n) {
		pipe_bufadd(&out, buf, utf8_expand(fileview.text.buf + fileview.text.line[line].off,
		        fileview.text.line[line].len, tabwidth, buf, ctl, sizeof(buf), &cols));
	} else if (line == 0 && fileview.note[0]) {
		pipe_bufadd(&out, fileview.note, strlen(fileview.note));
	} else {
		return;
	}
	pane_owntext(&out);
}

/* Return: the commit of the line at the cursor, in the list */
void
fview_select(void)
{
	const BlameEnt *b = blame_ann(fileview.at.cursor);
	unsigned char id[OIDMAX];
	int c;

	if (!b || !load_graph() || hex_decode(b->hex, graph_hashlen(load_graph()), id) < 0)
		return;
	if ((c = graph_find(load_graph(), id)) < 0 || graph_row(load_graph(), c) < 0) {
		core_setstatus(1, "%.10s %s is not in this view", b->hex, b->summary);
		return;
	}
	fileview.keep = 1;  /* Escape then shows its patch */
	core_command(&(Command){ .kind = CmdSelectCommit, .arg.commit = c });
	fileview.keep = 0;
}

/* ,: blame again at the parent of the commit of the line at the cursor */
void
fview_blameparent(const Arg *arg)
{
	const BlameEnt *b = blame_ann(fileview.at.cursor);
	FileAt at = { 0 };

	(void)arg;
	if (!fileview.on || !b)
		return;
	if (!b->prevhex[0]) {
		core_setstatus(1, "this line came with the file: there is no parent to blame");
		return;
	}
	snprintf(at.hex, sizeof(at.hex), "%s", b->prevhex);
	at.path = b->prevpath;
	/* where the line was in that commit's file: near it in its parent */
	at.cursor = blame_orig(fileview.at.cursor) - 1;
	fview_open(&at, 1);
}

/* C, M: toggle blame's -C -C, -M in the file view (w: diffws asks too) */
void
fview_blameopt(const Arg *arg)
{
	if (!core_command(&(Command){ .kind = CmdOption, .arg.letter = arg->i }))
		core_setstatus(0, "%c: blame's option, in the file view (b)", arg->i);
}

void
fview_blameback(const Arg *arg)
{
	(void)arg;
	if (fileview.on && fileview.nstack == 0)
		fview_close();
	else if (fileview.on)
		fview_open(&fileview.stack[--fileview.nstack], 0);
}

/* the tree at the selected commit, from git ls-tree -r -t -z */
static void
tree_visible(void)
{
	int i, hide = INT_MAX;

	tree.vis = erealloc(tree.vis, MAX(1, tree.nents) * sizeof(*tree.vis));
	for (i = tree.nvis = 0; i < tree.nents; i++) {
		if (tree.ents[i].depth > hide)
			continue;
		hide = INT_MAX;
		tree.vis[tree.nvis++] = i;
		if (tree.ents[i].isdir && !tree.ents[i].open)
			hide = tree.ents[i].depth;
	}
	tree.cur = MAX(0, MIN(tree.cur, tree.nvis - 1));
	core_dirty(DirtyFiles);
}

static void
gottree(Job *j)
{
	const char *s = j->p.obuf.buf + j->p.obuf.off, *e = j->p.obuf.buf + j->p.obuf.len;
	const char *tab, *nul, *sp, *t;
	int depth;
	size_t n, link;

	tree.nents = tree.plen = 0;
	for (; s < e && (nul = memchr(s, '\0', e - s)); s = nul + 1) {
		/* "MODE TYPE ID\tPATH" */
		if (!(tab = memchr(s, '\t', nul - s)) || !(sp = memchr(s, ' ', tab - s)))
			continue;
		tree.ents = egrow(tree.ents, &tree.entscap, tree.nents + 1, sizeof(*tree.ents),
		                  256);
		n = nul - tab - 1;
		/* a submodule's "160000 commit ID": its ID after the path */
		link = (size_t)(tab - s) > GITLINKLEN && !memcmp(s, "160000 commit ", GITLINKLEN) ?
		       (size_t)(tab - s) - GITLINKLEN : 0;
		if (tree.plen + n + link + 2 > tree.pcap) {
			tree.pcap = MAX(2 * tree.pcap, tree.plen + n + link + 4096);
			tree.paths = erealloc(tree.paths, tree.pcap);
		}
		memcpy(tree.paths + tree.plen, tab + 1, n);
		tree.paths[tree.plen + n] = '\0';
		memcpy(tree.paths + tree.plen + n + 1, s + GITLINKLEN, link);
		tree.paths[tree.plen + n + 1 + link] = '\0';
		for (depth = 0, t = tab + 1; t < nul; t++)
			depth += *t == '/';
		tree.ents[tree.nents++] = (TreeEnt){ tree.plen, depth,
		        tab - sp > 5 && !memcmp(sp + 1, "tree ", 5), 0, link > 0 };
		tree.plen += n + 1 + link + 1;
	}
	tree.cur = tree.loading = 0;
	pane_setfilestop(0);
	tree_visible();
	if (tree.pick && tree.nvis > 0 && !tree.ents[tree.vis[0]].isdir)
		fview_treepick(0);
	tree.pick = 0;
}

static void
tree_load(void)
{
	const char *argv[ARGVMAX];

	tree.nents = tree.nvis = tree.pick = tree.loading = 0;
	if (list_sel() < 0)
		return;
	tree.loading = 1;
	pipe_argv(argv, LEN(argv), treeargv, list_selhex(), (char *)NULL);
	job_cancel(gottree);
	job_start(argv, gottree, NULL);
	core_dirty(DirtyFiles);
}

/* Return or a click on tree entry v: a directory opens or closes, a file
 * opens in the file view */
void
fview_treepick(int v)
{
	FileAt at = { 0 };
	TreeEnt *t;

	if (v < 0 || v >= tree.nvis)
		return;
	tree.cur = v;
	t = &tree.ents[tree.vis[v]];
	if (t->isdir) {
		t->open = !t->open;
		tree_visible();
		return;
	}
	snprintf(at.hex, sizeof(at.hex), "%s", list_selhex());
	at.path = str_keep(tree.paths + t->path, strlen(tree.paths + t->path));
	if (t->gitlink)
		snprintf(at.link, sizeof(at.link), "%s",
		         tree.paths + t->path + strlen(at.path) + 1);
	fview_open(&at, 1);
}

/* the commit a submodule at path records, from the raw diff; NULL */
static const char *
filelink(const char *path)
{
	const struct Line *l;
	int i;

	for (i = 0; i < patch_links()->n; i++) {
		l = &patch_links()->line[i];
		if (!strcmp(patch_links()->buf + l->off, path))
			return patch_links()->buf + l->off + strlen(path) + 1;
	}
	return NULL;
}

/* b with no file at hand: why, rather than nothing (a reload that has
 * not found the selection again, a patch still to come) */
static void
blamenone(void)
{
	unsigned char *id;
	int off;

	if (list_sel() < 0 && load_reselect(&id, &off))
		core_setstatus(0, "b: the history is reloading; the selection is not back yet");
	else if (list_sel() < 0)
		core_setstatus(0, "b: no commit is selected");
	else if (!patch_whole())
		core_setstatus(0, "b: the commit's files have not come yet");
	else
		core_setstatus(0, "b: the patch shown has no file");
}

/* b: the file view of the file at hand (the files pane's); of a file
 * the commit deleted, as it was before (the parent's, or the mark's in
 * a compare), as gitk does */
void
fview_blame(const Arg *arg)
{
	const unsigned char *id;
	const char *path, *link;
	char shown[256];
	FileAt at = { 0 };
	int k = pane_curfile(), gone;

	(void)arg;
	if (tree.on) {
		if (tree.cur < tree.nvis && !tree.ents[tree.vis[tree.cur]].isdir)
			fview_treepick(tree.cur);
		tree.pick = tree.loading;  /* b before the tree came: its first file */
		return;
	}
	if (list_sel() < 0 || patch_files()->n == 0) {
		blamenone();
		return;
	}
	k = MAX(0, MIN(k, patch_paths()->n - 1));
	gone = patch_files()->line[k].style == 'D';
	path = patch_paths()->buf + patch_paths()->line[k].off;
	id = graph_id(load_graph(), list_sel());
	if (gone == (list_view() == ViewCompare) && list_view() != ViewPatch &&
	    list_view() != ViewRange && list_marked() >= 0)  /* the compare's side that has it */
		id = graph_id(load_graph(), list_marked());
	else if (gone && list_view() != ViewBack)
		at.parent = 1;
	hex_encode(id, graph_hashlen(load_graph()), at.hex);
	at.path = str_keep(path, strlen(path));
	if ((link = filelink(path)))
		snprintf(at.link, sizeof(at.link), "%s", link);
	fview_open(&at, fileview.on);
	if (gone && list_view() == ViewBack && list_marked() >= 0) {
		utf8_clean(path, strlen(path), shown, sizeof(shown));
		core_setstatus(0, "the mark has no %s: the file as it is in %.10s", shown,
		               list_selhex());
		core_setstatussel();
	} else if (gone) {
		utf8_clean(path, strlen(path), shown, sizeof(shown));
		core_setstatus(0, "%s was deleted in %.10s: the file as it was in %s", shown,
		               list_selhex(), at.parent ? "its parent" : "the mark");
		core_setstatussel();
	}
}

/* t: the files pane lists the whole tree, or the files touched again */
void
fview_treetoggle(const Arg *arg)
{
	(void)arg;
	tree.on = !tree.on;
	pane_setfilestop(0);
	if (tree.on) {
		tree_load();
		if (core_layout()->shown & 1 << PaneFiles)  /* its keys move in the tree */
			core_setfocus(PaneFiles);
	}
	core_dirty(DirtyAll);
}

/* the files pane lists the files touched again: L's, the line's file */
void
fview_treeclose(void)
{
	if (!tree.on)
		return;
	tree.on = 0;
	pane_setfilestop(0);
	core_dirty(DirtyAll);
}

static void
fviewevent(const Event *e)
{
	/* the files pane lists what a compare touches */
	if (e->kind == EvView && e->arg.view != ViewPatch)
		tree.on = 0;
	else if (e->kind == EvReload)
		keepreload = e->arg.live && fileview.on && (list_sel() >= 0 || keepreload);
}

static int
fviewcommand(const Command *c)
{
	int n;

	switch (c->kind) {
	case CmdFileOpen:
		fview_open(c->arg.file.at, c->arg.file.push);
		return 1;
	case CmdFileShow:
		fview_show(c->arg.line);
		return 1;
	case CmdEscape:  /* taken: it closes, and nothing below it */
		if (!fileview.on)
			return 0;
		fview_close();
		return 1;
	case CmdPage:
	case CmdScroll:
		n = c->kind == CmdScroll ? c->arg.lines : c->arg.pages * MAX(1, fview_rows() - 1);
		if (fileview.on && c->kind == CmdPage)
			fview_scroll(n);  /* and the cursor moves as far */
		if (fileview.on)
			fview_show(fileview.at.cursor + n);
		return fileview.on;
	case CmdLink:
		if (fileview.on)
			fview_select();
		return fileview.on;
	case CmdFileMove:
		if (tree.on) {
			tree.cur = MAX(0, MIN(tree.nvis - 1, tree.cur + c->arg.files));
			pane_showfile(tree.cur);
			core_dirty(DirtyFiles);
		}
		return tree.on;
	case CmdFilePick:
		if (tree.on)
			fview_treepick(tree.cur);
		return tree.on;
	case CmdOption:  /* blame's, with no blame of a submodule to run again */
		return fileview.on &&
		       blame_option(c->arg.letter, !fileview.at.link[0] && !blobrd.cut);
	case CmdLine:
		if (fileview.on)
			fview_jump(c->arg.line - 1);
		return fileview.on;
	}
	return 0;
}

static void
fviewreset(void)
{
	if (fileview.on && !keepreload)
		fview_close();
}

/* a new selection: the file view closes, unless it chose it (its
 * annotation, its parent) or a live reload keeps it on its commit */
static void
fviewselect(void)
{
	keepreload = keepreload && load_awaited(list_sel());
	if (fileview.on && !fileview.keep && !keepreload)
		fview_close();
	if (tree.on)
		tree_load();
}

static Proc *fviewproc(int k) { return k == 0 ? &fileview.blob : NULL; }

static void
fviewread(int k, int eof)
{
	(void)k;
	if (takeblob(eof))
		blobend();
}

/* the wheel over the file view: its lines, not its cursor */
void
fview_scroll(int n)
{
	fileview.at.top = MAX(0, MIN(fileview.at.top + n, fileview.text.n - fview_rows()));
	core_dirty(DirtyText);
}

static void
fviewfree(void)
{
	fview_stop();
	free(tree.ents), free(tree.paths), free(tree.vis);
	lines_free(&fileview.text);
}

const Part fviewpart = {
	.reset = fviewreset, .select = fviewselect, .event = fviewevent, .command = fviewcommand,
	.proc = fviewproc, .read = fviewread, .free = fviewfree
};
