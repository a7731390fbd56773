/* See LICENSE file for copyright and license details.
 *
 * cat.c: the commits' text, just above the load: one long-running `git
 * cat-file --batch` asked for the commits the list shows (their subject
 * and author, kept in a small cache) and for the selection's whole
 * commit. Its answers go to the parts above as EvText.
 */
#include <sys/types.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "util.h"
#include "core.h"
#include "part.h"
#include "load.h"
#include "cat.h"

#define CATDIESMS 1000  /* cat-file dead this soon, having answered none: not again */

/* the rows' text, and the requests in flight, oldest first: a request
 * for a whole message is the commit's number + 1, negated */
static struct {
	Proc cat;
	int dead;               /* cat-file ended and cannot be run again */
	int answered;           /* commits it answered since it was started, */
	double started;         /* and when that was */
	RowText texts[TEXTCACHE];
	int n;
	int pass;               /* the list's pass of the rows shown */
	int *flight, head, nflight, flightcap;
	const char *body;       /* the whole commit answered, during EvText */
	size_t bodylen;
} cache;

static RowText *text_add(int c);

static RowText *
text_find(int c)
{
	unsigned int i;

	for (i = (unsigned int)c * 2654435761u % TEXTCACHE; cache.texts[i].used;
	     i = (i + 1) % TEXTCACHE)
		if (cache.texts[i].commit == c)
			return &cache.texts[i];
	return NULL;
}

/* the cache emptied but for the texts that pass keep (or loaded only),
 * and c's slot */
static void
text_keep(int c, int loadedonly)
{
	static RowText keep[TEXTCACHE];
	unsigned int i;
	int n = 0, k;

	for (i = 0; i < TEXTCACHE; i++) {
		if (cache.texts[i].used && cache.texts[i].commit != c &&
		    (loadedonly ? cache.texts[i].loaded : cache.texts[i].seen >= cache.pass - 1))
			keep[n++] = cache.texts[i];
		cache.texts[i].used = 0;
	}
	cache.n = 0;
	for (k = 0; k < n; k++)
		*text_add(keep[k].commit) = keep[k];
}

/* a slot for c; when the cache fills, keep only the rows the list showed
 * in its last two passes */
static RowText *
text_add(int c)
{
	unsigned int i;

	if (cache.n >= TEXTCACHE * 3 / 4)
		text_keep(c, 0);
	for (i = (unsigned int)c * 2654435761u % TEXTCACHE; cache.texts[i].used;
	     i = (i + 1) % TEXTCACHE)
		;
	memset(&cache.texts[i], 0, sizeof(cache.texts[i]));
	cache.texts[i].commit = c;
	cache.texts[i].used = 1;
	cache.texts[i].seen = cache.pass;
	cache.n++;
	return &cache.texts[i];
}

/* cat-file started, if it is not running: at the start, before the
 * window, and again after it died. -1: it cannot be run */
int
cat_start(void)
{
	if (cache.dead)
		return -1;
	if (pipe_running(&cache.cat))
		return 0;
	cache.answered = 0;
	cache.started = util_nowms();
	if (pipe_spawn(&cache.cat, catfileargv, 1) < 0) {
		cache.dead = 1;
		core_setstatus(1, "cannot run git cat-file: %s", strerror(errno));
		return -1;
	}
	return 0;
}

void
cat_request(int c, int whole)
{
	Graph *g = load_graph();
	char hex[HEXMAX + 2];
	int hl = graph_hashlen(g);

	if (cat_start() < 0)
		return;
	if (!whole)
		text_add(c);
	if (cache.nflight == cache.flightcap) {
		int *nf, i, old = cache.flightcap;

		cache.flightcap = old ? old * 2 : 256;
		nf = ecalloc(cache.flightcap, sizeof(*nf));
		for (i = 0; i < cache.nflight; i++)
			nf[i] = cache.flight[(cache.head + i) % old];
		free(cache.flight);
		cache.flight = nf;
		cache.head = 0;
	}
	cache.flight[(cache.head + cache.nflight++) % cache.flightcap] = whole ? -(c + 1) : c;
	hex_encode(graph_id(g, c), hl, hex);
	hex[2 * hl] = '\n';
	pipe_write(&cache.cat, hex, 2 * hl + 1);
}

const RowText *
cat_rowtext(int c)
{
	RowText *t = text_find(c);

	return t && t->loaded ? t : NULL;
}

const RowText *
cat_want(int c)
{
	RowText *t = text_find(c);

	if (!t)
		cat_request(c, 0);
	else
		t->seen = cache.pass;
	return cat_rowtext(c);
}

void cat_pass(void) { cache.pass++; }

const char *
cat_body(size_t *n)
{
	*n = cache.bodylen;
	return cache.body;
}

/* a name or mail of commit ci in UTF-8, from its encoding, control-free */
void
cat_decodename(const CommitInfo *ci, const Span *name, char *out, size_t cap)
{
	size_t n;
	char *s = parse_decode(&ci->encoding, name->s, name->n, &n);

	utf8_clean(s, n, out, cap);
	free(s);
}

/* an answer for commit c: its row's text, read from the commit */
static void
rowfill(int c, const BatchHdr *h, const char *body)
{
	CommitInfo ci;
	RowText *t;
	const char *r;

	if ((t = text_find(c)) && t->loaded)
		return;
	if (!t)
		t = text_add(c);
	t->loaded = 1;
	if (h->missing || !body || parse_commit(body, h->size, &ci) < 0) {
		snprintf(t->subject, sizeof(t->subject), "(unreadable commit)");
		t->author[0] = '\0';
	} else {
		parse_subject(&ci, t->subject, sizeof(t->subject));
		cat_decodename(&ci, &ci.aname, t->author, sizeof(t->author));
		t->atime = ci.atime;
	}
	if ((r = load_reflog(c)))  /* -g: the entry's line, as git log -g --oneline */
		utf8_clean(r, strlen(r), t->subject, sizeof(t->subject));
}

static void
readcat(void)
{
	Graph *g = load_graph();
	const char *body;
	BatchHdr h;
	int c, whole;
	unsigned char id[OIDMAX];

	while (cache.nflight > 0 && parse_batch_next(&cache.cat.obuf, &h, &body)) {
		c = cache.flight[cache.head];
		cache.head = (cache.head + 1) % cache.flightcap;
		cache.nflight--;
		if ((whole = c < 0))
			c = -c - 1;
		if (!h.missing && (hex_decode(h.hex, h.hashlen / 2, id) < 0 ||
		    memcmp(id, graph_id(g, c), graph_hashlen(g))))
			continue;  /* not the answer we wait for */
		rowfill(c, &h, body);
		cache.answered++;
		cache.body = whole && !h.missing ? body : NULL;
		cache.bodylen = h.size;
		core_event(&(Event){ .kind = EvText, .arg.text = { c, whole } });
		cache.body = NULL;
	}
}

static Proc *catproc(int k) { return k == 0 ? &cache.cat : NULL; }

/* cat-file died (killed, out of memory): started again, asked again
 * for the texts it left unanswered (the rows as they are drawn, the last
 * whole commit asked for), unless it died at once, answering none */
static void
catdied(void)
{
	int i, c, whole = -1;
	int again = cache.answered > 0 || util_nowms() - cache.started > CATDIESMS;

	for (i = 0; i < cache.nflight; i++)
		if ((c = cache.flight[(cache.head + i) % cache.flightcap]) < 0)
			whole = -c - 1;
	pipe_kill(&cache.cat);
	cache.nflight = cache.head = 0;
	text_keep(-1, 1);
	if (!again) {
		cache.dead = 1;
		core_setstatus(1, "git cat-file ended: no commit text");
		return;
	}
	core_setstatus(1, "git cat-file ended: started again");
	if (whole >= 0)
		cat_request(whole, 1);
}

static void
catread(int k, int eof)
{
	(void)k, (void)eof;
	readcat();
	if (cache.cat.out < 0 && cache.cat.pid)  /* cat-file is gone */
		catdied();
}

/* a new history: the answers would be for the old numbering */
static void
catreset(void)
{
	pipe_kill(&cache.cat);
	cache.dead = cache.nflight = cache.head = cache.n = cache.answered = 0;
	memset(cache.texts, 0, sizeof(cache.texts));
}

static void catfree(void) { free(cache.flight); }

const Part catpart = { .reset = catreset, .proc = catproc, .read = catread, .free = catfree };
