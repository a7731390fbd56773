/* See LICENSE file for copyright and license details.
 *
 * tests/unit/pipe.c: pipe.c's buffers. The framing harness (declared in
 * gitout.h, used by tests/unit/parse.c too): every split of a stream gives
 * the same records, as the event loop frames them after each read; then
 * buf_line on rev-list and log output split at every byte, and an empty
 * Buf. The parsers of what comes through are tests/unit/parse.c's.
 */
#include <sys/types.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pipe.h"
#include "parse.h"
#include "util.h"
#include "unit.h"
#include "gitout.h"

/* framing: the records seen must not depend on where the reads split
 * (gitout.h) */


static void
acc_add(Acc *a, const char *s, size_t n)
{
	if (a->n + n > a->cap) {
		a->cap = MAX(2 * a->cap, a->n + n + 4096);
		a->s = erealloc(a->s, a->cap);
	}
	memcpy(a->s + a->n, s, n);
	a->n += n;
}

/* one record, unambiguously: its length, then its bytes */
void
acc_rec(Acc *a, const char *hdr, const char *s, size_t n)
{
	char len[64];

	snprintf(len, sizeof(len), "[%s%zu:", hdr, n);
	acc_add(a, len, strlen(len));
	if (n)
		acc_add(a, s, n);
	a->count++;
}

int
acc_eq(const Acc *a, const Acc *b)
{
	return a->n == b->n && a->count == b->count && a->rest == b->rest &&
	    !memcmp(a->s, b->s, a->n);
}

void
acc_free(Acc *a)
{
	free(a->s);
	memset(a, 0, sizeof(*a));
}

/*
 * Feed data[0..n) in pieces ending at cut[0] < cut[1] < ... and framing
 * after each piece, as the event loop does after each read; every other
 * piece goes in after a buf_compact, as pipe_read does.
 */
void
frame_feed(const char *data, size_t n, const size_t *cut, size_t ncut,
           int isbatch, Acc *a)
{
	Buf b = { 0 };
	BatchHdr h;
	const char *l, *body;
	char hdr[128];
	size_t k, pos = 0, next, i;

	memset(a, 0, sizeof(*a));
	for (i = 0; i <= ncut; i++) {
		next = i < ncut ? cut[i] : n;
		if (i & 1)
			pipe_bufcompact(&b);
		pipe_bufadd(&b, data + pos, next - pos);
		pos = next;
		if (!isbatch) {
			while ((l = pipe_bufline(&b, &k)))
				acc_rec(a, "", l, k);
			continue;
		}
		while (parse_batch_next(&b, &h, &body)) {
			snprintf(hdr, sizeof(hdr), "%.*s %s %zu %d ", h.hashlen,
			         h.hex ? h.hex : "", h.type, h.size, h.missing);
			acc_rec(a, hdr, body, body ? h.size : 0);
		}
	}
	a->rest = b.len - b.off;
	pipe_buffree(&b);
}

static size_t cuts[20000];

/* the same records whether split once anywhere, per byte or at random */
void
frame_splits(const char *name, const char *data, size_t n, int isbatch,
             const Acc *ref)
{
	Acc a;
	size_t i, j, k;

	begin(name);
	for (i = 0; i <= n; i++) {
		cuts[0] = i;
		frame_feed(data, n, cuts, 1, isbatch, &a);
		expect(acc_eq(&a, ref), "split at byte %zu: %d records, want %d",
		       i, a.count, ref->count);
		acc_free(&a);
	}
	for (i = 0; i < n && i < LEN(cuts); i++)
		cuts[i] = i + 1;
	frame_feed(data, n, cuts, i, isbatch, &a);
	expect(acc_eq(&a, ref), "a byte at a time: %d records, want %d",
	       a.count, ref->count);
	acc_free(&a);
	rngseed(n);
	for (j = 0; j < 300; j++) {
		for (i = 0, k = 0; k < n && i < LEN(cuts); i++)
			cuts[i] = k += 1 + rnd(rnd(2) ? 7 : 300);
		if (i > 0 && cuts[i - 1] > n)
			cuts[i - 1] = n;
		frame_feed(data, n, cuts, i, isbatch, &a);
		expect(acc_eq(&a, ref), "random split %zu: %d records, want %d",
		       j, a.count, ref->count);
		acc_free(&a);
	}
	end();
}

static void
buf_line_framing(const char *what, const char *data, size_t n, int revs)
{
	char name[128];
	Acc ref, want, a;
	RevLine r;
	const char *p, *nl, *e = data + n;
	size_t last;

	snprintf(name, sizeof(name), "buf_line: %s unsplit", what);
	begin(name);
	/* the lines as memchr sees them, apart from buf_line */
	memset(&want, 0, sizeof(want));
	for (p = data; p < e && (nl = memchr(p, '\n', e - p)); p = nl + 1) {
		acc_rec(&want, "", p, nl - p);
		if (revs)
			expect(parse_rev(p, nl - p, &r) == 0,
			       "line %d does not parse: %s", want.count,
			       show(p, nl - p));
	}
	frame_feed(data, n, NULL, 0, 0, &ref);
	expect(acc_eq(&ref, &want), "%d lines, %zu left; want %d, 0",
	       ref.count, ref.rest, want.count);
	frame_feed(data, n - 1, NULL, 0, 0, &a);
	for (last = n - 1; last > 0 && data[last - 1] != '\n'; last--)
		;
	expect(a.count == ref.count - 1 && a.rest == n - 1 - last,
	       "without the last newline: %d lines, %zu left", a.count, a.rest);
	acc_free(&a);
	acc_free(&want);
	end();
	snprintf(name, sizeof(name), "buf_line: %s split at every byte", what);
	frame_splits(name, data, n, 0, &ref);
	acc_free(&ref);
}

static void
test_buf_line_framing(void)
{
	buf_line_framing("rev-list --parents", revlist, sizeof(revlist) - 1, 1);
	buf_line_framing("rev-list --parents (SHA-256)", rev256,
	                 sizeof(rev256) - 1, 1);
	buf_line_framing("log with UTF-8 subjects", logfmt, sizeof(logfmt) - 1, 0);
}

static void
test_buf_empty(void)
{
	Buf b = { 0 };
	BatchHdr h;
	const char *body;
	size_t hl;

	begin("buf_line, parse_batch_next: an empty Buf gives nothing");
	expect(pipe_bufline(&b, &hl) == NULL, "buf_line");
	expect(!parse_batch_next(&b, &h, &body), "parse_batch_next");
	pipe_bufadd(&b, "", 0);
	expect(pipe_bufline(&b, &hl) == NULL && b.off == 0, "after adding nothing");
	pipe_buffree(&b);
	end();
}

void
unit_pipe(void)
{
	test_buf_line_framing();
	test_buf_empty();
}
