/* See LICENSE file for copyright and license details.
 *
 * libFuzzer targets for every parser, one per build: cc -DFUZZ_NAME.
 * make fuzz builds each with -fsanitize=fuzzer,address,undefined and runs
 * it for FUZZTIME seconds on seeds made from real git output of the
 * fixtures (tests/fuzz/seeds.sh). A crash found becomes a unit test.
 * Each target keeps its buffers from one input to the next (static, only
 * emptied) and does a bounded amount of work beyond a linear pass, so
 * that every one runs at least 10,000 inputs a second.
 */
#include <sys/types.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "hunk.h"
#include "util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* the size of the pieces: from the first byte, and larger for a large
 * input so that one run stays linear (about 64 pieces: a record waiting
 * for its end is parsed again at each) */
static size_t
stepof(const uint8_t *data, size_t size)
{
	return size ? 1 + data[0] % 7 + size / 64 : 1;
}

/* an empty buffer that keeps its memory from the last input: growing a
 * new one each time is most of a small input's cost under ASan */
static Buf *
emptybuf(void)
{
	static Buf b;

	b.len = b.off = 0;
	return &b;
}

/* the input, fed to b in pieces of stepof() */
static void
feed(Buf *b, const uint8_t *data, size_t size, size_t at)
{
	size_t step = stepof(data, size);

	if (at < size)
		pipe_bufadd(b, (const char *)data + at, MIN(step, size - at));
}

#ifdef FUZZ_REV
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static Graph *kept;  /* emptied for the next input, not freed */
	Buf *b = emptybuf();
	const char *line;
	unsigned char ids[64 * OIDMAX];
	Graph *g = NULL;
	int opts = size && data[0] & 1 ? GraphKeepOrder : 0;
	/* a new graph when the last byte is under 16: its arrays' growth
	 * stays covered */
	int fresh = !size || data[size - 1] < 16;
	Cell cells[64];
	RevLine r;
	size_t n, at;
	int i, col, hl, stride;

	for (at = 0; at < size; at += stepof(data, size)) {
		feed(b, data, size, at);
		while ((line = pipe_bufline(b, &n))) {
			if (n / 2 > sizeof(ids) || parse_revids(line, n, &r, ids) < 0)
				continue;
			hl = r.hashlen / 2;
			if (!g && kept && !fresh && graph_hashlen(kept) == hl) {
				graph_reset(kept, opts);
				g = kept;
			} else if (!g) {
				graph_free(kept);
				g = kept = graph_new(hl, opts, 8);
			}
			if (hl != graph_hashlen(g))
				continue;
			graph_add(g, ids, ids + hl, r.nids - 1, r.mark == '-' ? GraphBoundary : 0);
		}
	}
	if (g) {
		/* backwards each row lays out from its checkpoint: about 17
		 * of them, in as many checkpoints' spans, not every row */
		stride = 1 + graph_rows(g) / 16 + (size ? data[size - 1] % 3 : 0);
		for (i = graph_rows(g) - 1; i >= 0; i -= stride)
			lanes_layout(g, i, cells, LEN(cells), &col);
		graph_done(g);
		for (i = 0; i < graph_rows(g); i++)
			lanes_layout(g, i, cells, LEN(cells), &col);
	}
	return 0;
}
#endif

#ifdef FUZZ_BATCH
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	Buf *b = emptybuf();
	BatchHdr h;
	CommitInfo ci;
	const char *body;
	char subject[256], *msg;
	size_t at, n;

	for (at = 0; at < size; at += stepof(data, size)) {
		feed(b, data, size, at);
		while (parse_batch_next(b, &h, &body)) {
			if (!body || parse_commit(body, h.size, &ci) < 0)
				continue;
			parse_subject(&ci, subject, sizeof(subject));
			msg = parse_decode(&ci.encoding, ci.message.s, ci.message.n, &n);
			free(msg);
		}
	}
	if (parse_commit((const char *)data, size, &ci) == 0)
		parse_subject(&ci, subject, sizeof(subject));
	return 0;
}
#endif

#ifdef FUZZ_DIFF
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	/* emptied for the next input, not freed */
	static Lines l;
	static HunkPairs hp;
	static Side sd;
	Buf *b = emptybuf();
	RawEntry e;
	PatchState st = { 0 };
	const char *line;
	size_t n, at;
	long used;
	int raw = 1, kind, np, j, pairs[WORDCOLS];
	WordSpan wa, wb;
	const struct Line *p;

	lines_clear(&l);
	hunk_pairs_clear(&hp);
	hunk_side_clear(&sd);

	for (at = 0; at < size; at += stepof(data, size)) {
		feed(b, data, size, at);
		while (raw && b->off < b->len) {
			used = parse_raw(b->buf + b->off, b->len - b->off, &e);
			if (used > 0)
				b->off += used;
			else if (used == 0)
				break;
			else
				raw = 0, b->off += b->buf[b->off] == '\0';
		}
		while (!raw && (line = pipe_bufline(b, &n))) {
			/* and what the commit pane works out of each line */
			kind = parse_patch_line(&st, line, n);
			lines_add(&l, line, n, kind, 0);
			np = hunk_pair(&hp, l.n - 1, kind, line, n, st.ncols, pairs);
			for (j = 0; j < np; j++) {
				p = &l.line[pairs[j]];
				hunk_words(l.buf + p->off, p->len, line, n, st.ncols, &wa, &wb);
				if (wa.s > wa.e || wa.e > p->len || wb.s > wb.e || wb.e > n)
					abort();  /* a span out of its line */
			}
			hunk_side_add(&sd, kind, line, n, st.ncols);
			parse_diffnames(line, n, "a", 1);
		}
	}
	return 0;
}
#endif

#ifdef FUZZ_BLAME
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	Buf *b = emptybuf();
	BlameParse bp;
	const char *line;
	char out[64];
	size_t n, at;

	memset(&bp, 0, sizeof(bp));
	for (at = 0; at < size; at += stepof(data, size)) {
		feed(b, data, size, at);
		while ((line = pipe_bufline(b, &n)))
			parse_blame_line(&bp, line, n);
	}
	parse_unquote((const char *)data, size, out, 1 + (size ? data[0] % sizeof(out) : 0));
	return 0;
}
#endif

#ifdef FUZZ_LINELOG
/* git log -L's output: its commits, its patches, their paths */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	Buf *b = emptybuf();
	RevLine r;
	const char *line;
	char path[64];
	size_t n, at;
	int inpatch = 0;

	for (at = 0; at < size; at += stepof(data, size)) {
		feed(b, data, size, at);
		while ((line = pipe_bufline(b, &n)))
			if (parse_linelog(&inpatch, line, n, &r) == LinePatch)
				parse_diffpath(line, n, path, 3 + (size ? data[0] % (sizeof(path) - 3) : 0));
	}
	return 0;
}
#endif

#ifdef FUZZ_ORIGIN
/* o's parsers: blame --porcelain's first record, whole or cut; each line
 * as a hunk header of a diff of 1 to 8 parents */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	BlameRec r;
	const char *s = (const char *)data, *nl;
	size_t n = size;
	long nos[WORDCOLS + 1];

	parse_blame_porcelain(s, size, &r);
	for (; n > 0 && (nl = memchr(s, '\n', n)); n -= nl + 1 - s, s = nl + 1)
		parse_hunkcols(s, nl - s, 1 + (size ? data[0] % WORDCOLS : 0), nos);
	parse_hunkcols(s, n, 1, nos);
	return 0;
}
#endif

#ifdef FUZZ_REF
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	Buf *b = emptybuf();
	RefLine r;
	Refs *refs = refs_new(20);
	unsigned char id[OIDMAX];
	const char *line;
	size_t n;
	int k, j;

	pipe_bufadd(b, (const char *)data, size);
	while ((line = pipe_bufline(b, &n))) {
		if (parse_ref(line, n, &r) < 0 || r.hashlen != 40 ||
		    hex_decode(r.hex, 20, id) < 0)
			continue;
		refs_add(refs, id, r.kind, r.current, r.name.s, r.name.n);
		/* the commit's refs, the first 16: all of them at each add was
		 * quadratic in an input of many refs on one commit, a fifth
		 * of the hour's inputs a second */
		for (k = refs_first(refs, id), j = 0; k >= 0 && j < 16; k = refs_next(refs, k), j++)
			(void)refs_name(refs, k);
	}
	refs_free(refs);
	return 0;
}
#endif

#ifdef FUZZ_REFENTRY
/* a label's name parse.c puts in place of the ref's own (the stash's
 * newest entry, bisect's marks): the one name not inside the line */
static int
labelname(const char *s, size_t n)
{
	static const char *const names[] = { "stash@{0}", "bad", "good", "skip" };
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (n == strlen(names[i]) && !memcmp(s, names[i], n))
			return 1;
	return 0;
}

/* the references view's records: each field of an entry lies inside
 * its line, its name or a label's */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	Buf *b = emptybuf();
	RefEntry e;
	const char *line;
	size_t n;

	pipe_bufadd(b, (const char *)data, size);
	while ((line = pipe_bufline(b, &n)))
		if (parse_refentry(line, n, &e) == 0 &&
		    ((!labelname(e.name.s, e.name.n) &&
		      (e.name.s < line || e.name.s + e.name.n > line + n)) ||
		     e.subject.s + e.subject.n > line + n || e.date.s + e.date.n > line + n ||
		     (e.hex.n && (e.hex.s < line || e.hex.s + e.hex.n > line + n))))
			abort();
	return 0;
}
#endif

#ifdef FUZZ_UTF8
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char out[512], ctl[512];
	size_t cap = 1 + (size ? data[0] % sizeof(out) : 0), i, k;
	int cols;
	long cp;

	utf8_clean((const char *)data, size, out, cap);
	utf8_expand((const char *)data, size, 1 + (size ? data[0] % 9 : 0), out, ctl, cap, &cols);
	for (i = 0; i < size; i += k)
		k = utf8_decode((const char *)data + i, size - i, &cp);
	return 0;
}
#endif

#ifdef FUZZ_PATTERN
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const user[] = { "--all", "--", "sub" };
	const char *cmd[PATTERNARGS + 8];
	char *s = ecalloc(1, size + 1), err[256], buf[2048];
	/* the first byte: paths or none, and the kinds of git log view */
	ViewArgs v = { user, size && data[0] & 1 ? 3 : 1, 1, size ? data[0] >> 1 & 3 : 0,
	                NULL, 0, NULL };
	Pattern p;
	FindRec rec;
	size_t off;
	long n;

	memcpy(s, data, size);
	if (parse_pattern(s, &p, err, sizeof(err)) == 0)
		parse_pattern_cmd(&p, &v, cmd, buf, sizeof(buf));
	/* the same bytes as the records a find reads */
	memcpy(s, data, size);
	for (off = 0; off < size && (n = parse_findrec(s + off, size - off, 4, &rec)) != 0; )
		off += n < 0 ? -n : n;
	free(s);
	return 0;
}
#endif

#ifdef FUZZ_WORDS
/* a message's hex words, and each line as a line of git range-diff */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *s = (const char *)data, *nl;
	size_t at = 0, len, i;

	while ((len = parse_hexword(s, size, &at)) > 0) {
		if (at + len > size || len < HEXLINKMIN || len > HEXMAX)
			abort();
		for (i = at; i < at + len; i++)
			if (!strchr("0123456789abcdefABCDEF", s[i]) || !s[i])
				abort();
		at += len;
	}
	for (i = 0; i < size; i = nl - s + 1) {
		if (!(nl = memchr(s + i, '\n', size - i)))
			nl = s + size;
		parse_range_line(s + i, nl - s - i);
	}
	return 0;
}
#endif
