/* See LICENSE file for copyright and license details.
 *
 * tests/unit/parse.c: parse.c's parsers of git's formats, on git's output
 * (tests/unit/gitout.h) whole and split at every byte: cat-file --batch
 * framing, rev-list, cat-file headers, commits and their subjects and
 * encodings, diff-tree --raw and the patch, for-each-ref, log,
 * blame --incremental, path unquoting, find patterns and the git commands
 * they make, the lines of git range-diff and the hex words of a message
 * that may name commits; and what the fuzzers found. Start reading
 * unit_parse() at the end.
 */
#include <sys/types.h>

#include <iconv.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pipe.h"
#include "parse.h"
#include "util.h"
#include "unit.h"
#include "gitout.h"

static char batch[sizeof(batch1) + sizeof(batch2)];
static size_t batchlen;
static size_t cuts[20000];

static int
spaneq(Span sp, const char *want)
{
	return sp.n == strlen(want) && (sp.n == 0 || !memcmp(sp.s, want, sp.n));
}

static void
expectspan(const char *what, Span sp, const char *want)
{
	expect(spaneq(sp, want), "%s is \"%s\", want \"%s\"", what,
	       show(sp.s, sp.n), show(want, strlen(want)));
}

static void
test_batch_framing(void)
{
	static const char *types[] = {
		"commit", "commit", "commit", "tree", "commit", "commit", "commit",
		"commit", "commit", "commit", "", "commit", "commit", "commit",
	};
	Acc ref;
	Buf b = { 0 };
	BatchHdr h;
	const char *body, *s = batch;
	size_t n = batchlen, i = 0;

	begin("parse_batch_next: cat-file --batch unsplit");
	frame_feed(batch, n, NULL, 0, 1, &ref);
	expect(ref.count == LEN(types) && ref.rest == 0, "%d records, %zu left",
	       ref.count, ref.rest);
	pipe_bufadd(&b, batch, n);
	for (i = 0; parse_batch_next(&b, &h, &body); i++) {
		if (!expect(i < LEN(types), "more than %zu records", LEN(types)))
			break;
		expect(!strcmp(h.type, types[i]), "record %zu is \"%s\", want \"%s\"",
		       i, h.type, types[i]);
		expect(h.missing == (types[i][0] == '\0'), "record %zu: missing %d",
		       i, h.missing);
		expect(h.hex - b.buf == s - batch && h.hashlen == 40, "record %zu: id",
		       i);
		if (h.missing) {
			expect(!body && !strncmp(h.hex,
			       "0123456789abcdef0123456789abcdef01234567 missing\n", 49),
			       "the missing record");
			s += 49;
			continue;
		}
		expect(body - b.buf == (const char *)memchr(s, '\n', 100) + 1 - batch,
		       "record %zu: body", i);
		expect(body[h.size] == '\n', "record %zu: no LF after %zu bytes",
		       i, h.size);
		s = batch + (body - b.buf) + h.size + 1;
	}
	expect(b.off == b.len, "%zu bytes left", b.len - b.off);
	pipe_buffree(&b);
	end();
	frame_splits("parse_batch_next: cat-file --batch split at every byte",
	             batch, n, 1, &ref);
	acc_free(&ref);

	begin("parse_batch_next: SHA-256 record unsplit");
	frame_feed(batch256, sizeof(batch256) - 1, NULL, 0, 1, &ref);
	expect(ref.count == 1 && ref.rest == 0, "%d records", ref.count);
	end();
	frame_splits("parse_batch_next: SHA-256 record split at every byte",
	             batch256, sizeof(batch256) - 1, 1, &ref);
	acc_free(&ref);
}

static void
test_batch_partial(void)
{
	Buf b = { 0 };
	BatchHdr h;
	const char *body;
	size_t hl = 52;  /* "4607c89... commit 363\n" */

	begin("parse_batch_next: waits for the body and its LF, consumes nothing");
	pipe_bufadd(&b, batch, hl - 1);
	expect(!parse_batch_next(&b, &h, &body) && b.off == 0, "header without LF");
	pipe_bufadd(&b, batch + hl - 1, 1 + 363);
	expect(!parse_batch_next(&b, &h, &body) && b.off == 0,
	       "body without its LF");
	pipe_bufadd(&b, batch + hl + 363, 1);
	expect(parse_batch_next(&b, &h, &body) && b.off == hl + 364 &&
	       h.size == 363 && body == b.buf + hl, "the whole record");
	expect(!parse_batch_next(&b, &h, &body) && b.off == hl + 364,
	       "nothing after it");
	pipe_buffree(&b);
	end();
}

static void
test_batch_junk(void)
{
	static const char junk[] = "fatal: not a valid object name\n";
	Buf b = { 0 };
	BatchHdr h;
	const char *body;
	size_t hl = 52;  /* "4607c89... commit 363\n" */

	begin("parse_batch_next: an unreadable header line is skipped");
	pipe_bufadd(&b, junk, sizeof(junk) - 1);
	pipe_bufadd(&b, batch, hl + 364);
	expect(parse_batch_next(&b, &h, &body) && h.missing && !body &&
	       b.off == sizeof(junk) - 1, "junk line not skipped as missing");
	expect(parse_batch_next(&b, &h, &body) && !h.missing && h.size == 363,
	       "the record after it");
	pipe_buffree(&b);
	end();
}

/* the line of data that starts with prefix */
static const char *
lineof(const char *data, const char *prefix, size_t *n)
{
	const char *p = data, *nl;

	for (; *p; p = nl + 1) {
		nl = strchr(p, '\n');
		if (!strncmp(p, prefix, strlen(prefix))) {
			*n = nl - p;
			return p;
		}
	}
	*n = 0;
	return NULL;
}

static void
test_parse_rev(void)
{
	static const struct {
		const char *prefix, *data;
		int mark, hashlen, nids;
	} ok[] = {
		{ "1dfa7d9", revlist, 0, 40, 1 },    /* root */
		{ "c290cb7", revlist, 0, 40, 2 },    /* one parent */
		{ "abe7ad6", revlist, 0, 40, 3 },    /* merge */
		{ "4607c89", revlist, 0, 40, 5 },    /* octopus of four */
		{ "4b5cc35", rev256, 0, 64, 5 },     /* SHA-256 octopus */
		{ "0129d55", rev256, 0, 64, 2 },
		{ "-3ff2504", rev256, '-', 64, 3 },  /* boundary merge */
		{ "-7bc3ecf", rev256, '-', 64, 2 },
	};
	static const char *bad[] = {
		"",
		"-",
		"4607c89183db7172564cc590bbf16e6950d24a0",        /* 39 */
		"4607c89183db7172564cc590bbf16e6950d24a000",      /* 41 */
		"4607c89183db7172564cc590bbf16e6950d24a00 ",      /* trailing space */
		" 4607c89183db7172564cc590bbf16e6950d24a00",
		"4607c89183db7172564cc590bbf16e6950d24a00  abe7ad65ac0fe16c3e79487f27b264a5a407ea96",
		"4607c89183db7172564cc590bbf16e6950d24a00\tabe7ad65ac0fe16c3e79487f27b264a5a407ea96",
		"4607c89183db7172564cc590bbf16e6950d24a00 abe7ad65ac0fe16c3e79487f27b264a5a407ea9",
		"4607c89183db7172564cc590bbf16e6950d24a00 abe7ad65ac0fe16c3e79487f27b264a5a407ea96 ",
		"4607C89183DB7172564CC590BBF16E6950D24A00",       /* git prints lower case */
		"4607c89183db7172564cc590bbf16e6950d24g00",       /* non-hex */
		"4607c89183db7172564cc590bbf16e6950d24a00\r",     /* CRLF */
		"- 4607c89183db7172564cc590bbf16e6950d24a00",
		"--4607c89183db7172564cc590bbf16e6950d24a00",
		("4607c89183db7172564cc590bbf16e6950d24a00 "
		 "4b5cc352acb8b62219423d3ff5a81853318a50bcaf49eb02f8f10ef9d38ae5fc"),
		"commit 4607c89183db7172564cc590bbf16e6950d24a00",
		"=",
		"=<4607c89183db7172564cc590bbf16e6950d24a00",
		"4607c89 The 16th batch",                          /* --oneline */
		"* 4607c89183db7172564cc590bbf16e6950d24a00",     /* --graph */
	};
	static const char *marks = "<>^=+";  /* --left-right, --cherry-mark */
	char line[200];
	RevLine r;
	const char *s;
	size_t i, n;
	int j;

	begin("parse_rev: root, parent, merge, octopus, boundary, SHA-256");
	for (i = 0; i < LEN(ok); i++) {
		if (!expect((s = lineof(ok[i].data, ok[i].prefix, &n)) != NULL,
		            "no line %s", ok[i].prefix))
			continue;
		expect(parse_rev(s, n, &r) == 0, "%s: rejected", ok[i].prefix);
		expect(r.mark == ok[i].mark && r.hashlen == ok[i].hashlen &&
		       r.nids == ok[i].nids, "%s: mark %d hashlen %d nids %d",
		       ok[i].prefix, r.mark, r.hashlen, r.nids);
		expect(r.hex == s + (ok[i].mark != 0), "%s: hex", ok[i].prefix);
		for (j = 0; j < r.nids; j++)
			expect(r.hex[j * (r.hashlen + 1) + r.hashlen] ==
			       (j + 1 < r.nids ? ' ' : '\n'), "%s: id %d", ok[i].prefix, j);
	}
	s = lineof(revlist, "abe7ad6", &n);
	parse_rev(s, n, &r);
	expect(!strncmp(r.hex + 41, "b72ca46f4ca2", 12) &&
	       !strncmp(r.hex + 82, "cc495b579f89", 12), "merge parents");
	/* only n bytes count: the parents past it are not seen */
	expect(parse_rev(s, 40, &r) == 0 && r.nids == 1, "n = 40");
	expect(parse_rev(s, 81, &r) == 0 && r.nids == 2, "n = 81");
	expect(parse_rev(s, 41, &r) < 0, "n = 41");
	{  /* parse_revids: the same ids as hex_decode gives */
		unsigned char got[3 * 20], want[3 * 20];

		memset(got, 0, sizeof(got));
		expect(parse_revids(s, n, &r, got) == 0 && r.nids == 3, "parse_revids");
		for (j = 0; j < 3; j++)
			hex_decode(s + j * 41, 20, want + j * 20);
		expect(!memcmp(got, want, sizeof(want)), "parse_revids: ids");
		expect(parse_revids("4607c89183db7172564cc590bbf16e6950d24g00", 40, &r, got) < 0,
		       "parse_revids: non-hex");
	}
	for (i = 0; marks[i]; i++) {
		snprintf(line, sizeof(line), "%c%s", marks[i],
		         "4607c89183db7172564cc590bbf16e6950d24a00");
		expect(parse_rev(line, strlen(line), &r) == 0 &&
		       r.mark == marks[i] && r.nids == 1, "mark %c", marks[i]);
	}
	end();

	begin("parse_rev: garbage rejected");
	for (i = 0; i < LEN(bad); i++)
		expect(parse_rev(bad[i], strlen(bad[i]), &r) < 0,
		       "accepted \"%s\"", show(bad[i], strlen(bad[i])));
	end();
}

static void
test_parse_batch(void)
{
	static const char *bad[] = {
		"",
		"4607c89183db7172564cc590bbf16e6950d24a00",
		"4607c89183db7172564cc590bbf16e6950d24a00 ",
		"4607c89183db7172564cc590bbf16e6950d24a00 commit",
		"4607c89183db7172564cc590bbf16e6950d24a00 commit ",
		"4607c89183db7172564cc590bbf16e6950d24a00 commit 12x",
		"4607c89183db7172564cc590bbf16e6950d24a00 commit -1",
		"4607c89183db7172564cc590bbf16e6950d24a00 commit +1",
		"4607c89183db7172564cc590bbf16e6950d24a00 commit 1 2",
		"4607c89183db7172564cc590bbf16e6950d24a00 commit 234 ",
		"4607c89183db7172564cc590bbf16e6950d24a00 commit 0x10",
		"4607c89183db7172564cc590bbf16e6950d24a00 commit 99999999999999999999999",
		"4607c89183db7172564cc590bbf16e6950d24a00  commit 234",
		"4607c89183db7172564cc590bbf16e6950d24a00 averyveryverylongtypename 5",
		"4607c89183db7172564cc590bbf16e6950d24a0 commit 234",
		"4607c89183db7172564cc590bbf16e6950d24a00commit 234",
		"4607c89183db7172564cc590bbf16e6950d24a00 missing ",
		"4607c89183db7172564cc590bbf16e6950d24a00 missingx",
		"HEAD missing",
		"4607c89183db7172564cc590bbf16e6950d24a00 commit 234\r",
	};
	BatchHdr h;
	const char *s;
	size_t i;

	memset(&h, 0, sizeof(h));
	begin("parse_batch: commit, tree, missing, SHA-256");
	s = "cc495b579f89bef70dd882da32db2b48c6a8cb3c commit 234";
	expect(parse_batch(s, strlen(s), &h) == 0 && !h.missing &&
	       h.hashlen == 40 && h.hex == s && !strcmp(h.type, "commit") &&
	       h.size == 234, "commit 234: type \"%s\" size %zu", h.type, h.size);
	s = "21ac4eb6af8f7179b663c01117a512cd8999b042 tree 206";
	expect(parse_batch(s, strlen(s), &h) == 0 && !strcmp(h.type, "tree") &&
	       h.size == 206, "tree 206");
	s = "0123456789abcdef0123456789abcdef01234567 missing";
	expect(parse_batch(s, strlen(s), &h) == 0 && h.missing &&
	       h.hashlen == 40 && h.hex == s, "missing");
	s = "4b5cc352acb8b62219423d3ff5a81853318a50bcaf49eb02f8f10ef9d38ae5fc commit 483";
	expect(parse_batch(s, strlen(s), &h) == 0 && h.hashlen == 64 &&
	       h.size == 483, "SHA-256");
	s = "cc495b579f89bef70dd882da32db2b48c6a8cb3c blob 0";
	expect(parse_batch(s, strlen(s), &h) == 0 && h.size == 0 &&
	       !strcmp(h.type, "blob"), "blob 0");
	s = "cc495b579f89bef70dd882da32db2b48c6a8cb3c blob 4294967296";
	expect(parse_batch(s, strlen(s), &h) == 0 &&
	       h.size == (size_t)4294967296ULL, "4 GiB blob: %zu", h.size);
	s = "cc495b579f89bef70dd882da32db2b48c6a8cb3c commit 2345";
	expect(parse_batch(s, strlen(s) - 1, &h) == 0 && h.size == 234,
	       "only n bytes count");
	end();

	begin("parse_batch: bad sizes and garbage rejected");
	for (i = 0; i < LEN(bad); i++)
		expect(parse_batch(bad[i], strlen(bad[i]), &h) < 0,
		       "accepted \"%s\"", show(bad[i], strlen(bad[i])));
	end();
}

/* the body of the record for id in the batch fixture */
static const char *
object(const char *id, size_t *n)
{
	static Buf b;
	BatchHdr h;
	const char *body;

	b.off = b.len = 0;
	pipe_bufadd(&b, batch, batchlen);
	while (parse_batch_next(&b, &h, &body))
		if (body && !strncmp(h.hex, id, strlen(id)))
			return *n = h.size, body;
	return *n = 0, NULL;
}

/* parse object id and check its subject as parse_subject gives it */
static int
commit(const char *id, CommitInfo *ci, const char *subject)
{
	char out[1024];
	const char *s;
	size_t n, k;

	if (!expect((s = object(id, &n)) != NULL, "%s: no such object", id))
		return -1;
	if (!expect(parse_commit(s, n, ci) == 0, "%s: rejected", id))
		return -1;
	k = parse_subject(ci, out, sizeof(out));
	expect(k == strlen(out) && !strcmp(out, subject),
	       "%s: subject \"%s\", want \"%s\"", id, show(out, k),
	       show(subject, strlen(subject)));
	expect(validutf8(out, k) && controlfree(out, k), "%s: subject not clean", id);
	return 0;
}

static void
test_parse_commit_headers(void)
{
	CommitInfo ci;

	begin("parse_commit: octopus: tree, parents, author, committer");
	if (!commit("4607c89", &ci, "Octopus")) {
		expectspan("tree", ci.tree, "21ac4eb6af8f7179b663c01117a512cd8999b042");
		expect(ci.nparents == 4, "%d parents", ci.nparents);
		expectspan("author name", ci.aname, "A U Thor");
		expectspan("author mail", ci.amail, "author@example.com");
		expectspan("committer name", ci.cname, "C O Mitter");
		expectspan("committer mail", ci.cmail, "committer@example.com");
		expect(ci.atime == 1234568430 && ci.ctime == 1234568430,
		       "times %lld %lld", ci.atime, ci.ctime);
		expect(ci.atz == 0 && ci.ctz == 0, "tz %d %d", ci.atz, ci.ctz);
		expect(ci.encoding.n == 0, "encoding");
		expectspan("message", ci.message, "Octopus\n");
	}
	end();

	begin("parse_commit: negative time zone -0730, UTF-8 subject");
	if (!commit("cc495b5", &ci, "side: na\303\257ve caf\303\251 \342\234\223")) {
		expect(ci.atz == -450 && ci.ctz == -450, "tz %d %d, want -450",
		       ci.atz, ci.ctz);
		expect(ci.atime == 1234568010, "time %lld", ci.atime);
		expect(ci.nparents == 1, "%d parents", ci.nparents);
	}
	end();

	begin("parse_commit: root commit, +1400, -1200");
	if (!commit("1dfa7d9", &ci, "root: Gr\303\274\303\237e"))
		expect(ci.nparents == 0, "%d parents", ci.nparents);
	if (!commit("fefb726", &ci, "bad \357\277\275\357\277\275 bytes "
	            "\357\277\275\357\277\275 and \357\277\275\357\277\275\357\277\275 "
	            "end \357\277\275\357\277\275\357\277\275\357\277\275 trunc "
	            "\357\277\275\357\277\275")) {
		expect(ci.atz == 840 && ci.ctz == 840, "tz %d, want 840", ci.atz);
		expectspan("author name", ci.aname, "J\303\274rgen M\303\274ller");
		expectspan("author mail", ci.amail, "jm@example.com");
	}
	if (!commit("746679416", &ci, "esc ^[[31mred^[[0m tab^?del"))
		expect(ci.atz == -720 && ci.ctz == -720, "tz %d, want -720", ci.atz);
	end();
}

static void
test_subject_messages(void)
{
	CommitInfo ci;

	begin("parse_subject: encoding ISO-8859-1 converted to UTF-8");
	if (!commit("34f2f2a", &ci, "caf\303\251 na\303\257ve \302\253quoted\302\273")) {
		expectspan("encoding", ci.encoding, "ISO-8859-1");
		expect(ci.atz == -450, "tz %d", ci.atz);
		expectspan("message", ci.message,
		           "caf\351 na\357ve \253quoted\273\n\nbody \351\n");
	}
	end();

	begin("parse_subject: invalid UTF-8 becomes U+FFFD, controls ^X, tab space");
	commit("fefb726", &ci, "bad \357\277\275\357\277\275 bytes "
	       "\357\277\275\357\277\275 and \357\277\275\357\277\275\357\277\275 "
	       "end \357\277\275\357\277\275\357\277\275\357\277\275 trunc "
	       "\357\277\275\357\277\275");
	commit("746679416", &ci, "esc ^[[31mred^[[0m tab^?del");
	end();

	begin("parse_subject: a three-line first paragraph joined by spaces");
	if (!commit("322f63d", &ci, "first line second line third line"))
		expectspan("message", ci.message,
		           "first line\nsecond line\nthird line\n\nbody para\nmore\n");
	end();

	begin("parse_subject: leading blank lines skipped");
	if (!commit("6483ed1", &ci, "after blanks and more"))
		expectspan("message", ci.message,
		           "\n\n\nafter blanks\nand more\n\nbody\n");
	end();

	begin("parse_subject: empty message");
	if (!commit("ae882cd", &ci, "")) {
		expect(ci.message.n == 0, "message of %zu bytes", ci.message.n);
		expect(ci.nparents == 1 && ci.ctime == 1234569450, "header");
	}
	end();
}

static void
test_parse_commit_odd(void)
{
	CommitInfo ci;
	char out[1024];
	const char *s;
	size_t n;

	begin("parse_commit: no message at all, no blank line");
	if (!commit("0e31fdc", &ci, "")) {
		expect(ci.message.n == 0, "message of %zu bytes", ci.message.n);
		expectspan("committer name", ci.cname, "C O Mitter");
		expect(ci.ctime == 1234569510 && ci.nparents == 1, "header");
	}
	end();

	begin("parse_commit: mergetag header with a blank continuation line");
	if (!commit("33eb877", &ci, "merge tag v1 with mergetag")) {
		expect(ci.nparents == 2, "%d parents", ci.nparents);
		expect(ci.ctime == 1234570000, "committer time");
		expectspan("message", ci.message, "merge tag v1 with mergetag\n");
	}
	end();

	begin("parse_commit: SHA-256 commit");
	s = strchr(batch256, '\n') + 1;
	expect(parse_commit(s, 483, &ci) == 0, "rejected");
	expectspan("tree", ci.tree,
	           "aba58b1efbc84753b50d994c83cc027c2701f5251c78aa63e28d7103435f5d77");
	expect(ci.nparents == 4, "%d parents", ci.nparents);
	parse_subject(&ci, out, sizeof(out));
	expect(!strcmp(out, "Octopus"), "subject \"%s\"", out);
	end();

	begin("parse_commit: no tree is not a commit");
	s = object("21ac4eb", &n);  /* the tree */
	expect(parse_commit(s, n, &ci) < 0, "a tree object accepted");
	expect(parse_commit("", 0, &ci) < 0, "empty accepted");
	expect(parse_commit("hello\n\nworld\n", 13, &ci) < 0, "junk accepted");
	end();
}

/* git's %s treats a line of blanks (a CRLF blank line too) as blank */
static void
test_subject_blanklines(void)
{
	CommitInfo ci;
	char out[1024];

	begin("parse_subject: like git's %s, blank-only lines end the paragraph");
	commit("da89f63", &ci, "crlf subject second");
	expect(parse_commit(wscommit, sizeof(wscommit) - 1, &ci) == 0,
	       "19f7168 rejected");
	parse_subject(&ci, out, sizeof(out));
	expect(!strcmp(out, "lead next"), "19f7168: subject \"%s\", want \"lead next\"",
	       show(out, strlen(out)));
	end();
}

static char *
mkcommit(const char *hdr, const char *unit, size_t lead, size_t reps, size_t *n)
{
	size_t hl = strlen(hdr), ul = strlen(unit), i;
	char *s = ecalloc(1, hl + 1 + lead + reps * ul + 2), *p = s;

	memcpy(p, hdr, hl), p += hl;
	*p++ = '\n';
	for (i = 0; i < lead; i++)
		*p++ = 'x';
	for (i = 0; i < reps; i++)
		memcpy(p, unit, ul), p += ul;
	*p++ = '\n';
	*n = p - s;
	return s;
}

static void
test_subject_long(void)
{
	static const char *units[] = { "ab\303\251", "\303\251", "\342\202\254",
	                               "\360\237\230\200" };
	CommitInfo ci;
	char out[2048], full[2048], small[400];
	char *s;
	size_t n, k, fk, lead, u, ul, cap, j;

	begin("parse_subject: a 10,000-character subject (5df4456)");
	s = mkcommit(bighdr, "ab\303\251", 1, 3333, &n);
	expect(n == 13545, "object of %zu bytes, git says 13545", n);
	expect(parse_commit(s, n, &ci) == 0, "rejected");
	k = parse_subject(&ci, out, sizeof(out));
	expect(k > 0 && k <= 256 && k == strlen(out), "%zu bytes", k);
	expect(validutf8(out, k), "cut a character: ...%s", show(out + k - 4, 4));
	expect(k == 255 && out[0] == 'x' && !memcmp(out + 249, "ab\303\251ab", 6),
	       "ends \"%s\"", show(out + k - 8, 8));
	free(s);
	end();

	begin("parse_subject: truncation never cuts a character, any cap");
	for (lead = 0; lead < 4; lead++) {
		for (u = 0; u < LEN(units); u++) {
			ul = strlen(units[u]);
			s = mkcommit(bighdr, units[u], lead, 2000 / ul, &n);
			parse_commit(s, n, &ci);
			fk = parse_subject(&ci, full, sizeof(full));
			expect(validutf8(full, fk) && fk <= 256 && fk > 256 - 4,
			       "lead %zu unit %zu: %zu bytes, valid %d", lead, u, fk,
			       validutf8(full, fk));
			expect(!memcmp(full, s + strlen(bighdr) + 1, fk),
			       "lead %zu unit %zu: not a prefix", lead, u);
			for (cap = 1; cap < 300; cap++) {
				memset(small, 'Z', sizeof(small));
				k = parse_subject(&ci, small, cap);
				if (!expect(k < cap && small[k] == '\0' &&
				            small[cap] == 'Z', "cap %zu: %zu bytes", cap, k) ||
				    !expect(validutf8(small, k) && !memcmp(small, full, k),
				            "lead %zu unit %zu cap %zu: cut", lead, u, cap))
					break;
				/* it stops only where the next character does not fit */
				for (j = k + 1; j < fk && (full[j] & 0xC0) == 0x80; j++)
					;
				expect(k == fk || j >= cap, "cap %zu: stopped at %zu early",
				       cap, k);
			}
			free(s);
		}
	}
	end();
}

/* a header with another encoding, the rest taken from a real commit */
static void
test_subject_encodings(void)
{
	static const char hdr[] =
		"tree 21ac4eb6af8f7179b663c01117a512cd8999b042\n"
		"author A U Thor <author@example.com> 1234569150 -0730\n"
		"committer C O Mitter <committer@example.com> 1234569150 -0730\n"
		"encoding ";
	char buf[1024], out[2048];
	CommitInfo ci;
	size_t n, k, i;

	begin("parse_subject: unknown encoding shows the bytes, cleaned");
	n = snprintf(buf, sizeof(buf), "%sx-no-such\n\ncaf\351 \253q\273\n", hdr);
	expect(parse_commit(buf, n, &ci) == 0, "rejected");
	k = parse_subject(&ci, out, sizeof(out));
	expect(!strcmp(out, "caf\357\277\275 \357\277\275q\357\277\275"),
	       "\"%s\"", show(out, k));
	end();

	begin("parse_subject: a long ISO-8859-1 subject keeps its characters");
	/* 300 x U+00AB: bytes that look like UTF-8 continuation bytes */
	n = snprintf(buf, sizeof(buf), "%sISO-8859-1\n\n", hdr);
	for (i = 0; i < 300; i++)
		buf[n++] = '\253';
	buf[n++] = '\n';
	expect(parse_commit(buf, n, &ci) == 0, "rejected");
	k = parse_subject(&ci, out, sizeof(out));
	expect(validutf8(out, k), "invalid UTF-8");
	expect(k >= 2 * 250, "%zu bytes: %zu of 300 characters kept", k, k / 2);
	for (i = 0; i + 1 < k; i += 2)
		if (!expect(!memcmp(out + i, "\302\253", 2), "byte %zu", i))
			break;
	end();
}

static int
decodes(const char *enc, const char *s, size_t n, const char *want,
        size_t wantn)
{
	Span sp;
	char *out;
	size_t k;
	int ok;

	sp.s = enc;
	sp.n = strlen(enc);
	out = parse_decode(&sp, s, n, &k);
	ok = expect(k == wantn && !memcmp(out, want, wantn) && out[k] == '\0',
	            "%s \"%s\" gives \"%s\", want \"%s\"", enc[0] ? enc : "(none)",
	            show(s, n), show(out, k), show(want, wantn));
	free(out);
	return ok;
}

/* whether this iconv knows the encoding at all */
static int
haveiconv(const char *enc)
{
	iconv_t cd = iconv_open("UTF-8", enc);

	if (cd == (iconv_t)-1)
		return 0;
	iconv_close(cd);
	return 1;
}

static void
test_decode(void)
{
	static const char *utf8[] = { "", "UTF-8", "utf-8", "utf8", "UTF8" };
	static const char raw[] = "caf\303\251 \377\376 \342\202 end\n";
	static const char want[] =
		"caf\303\251 na\303\257ve \302\253quoted\302\273\n\nbody \303\251\n";
	char longname[100];
	CommitInfo ci;
	const char *s;
	size_t n, k;
	char *out;
	int i;

	begin("parse_decode: ISO-8859-1 message (34f2f2a) to UTF-8");
	if (expect((s = object("34f2f2a0", &n)) != NULL, "no such object") &&
	    expect(parse_commit(s, n, &ci) == 0, "rejected") &&
	    expect(spaneq(ci.encoding, "ISO-8859-1"), "encoding \"%s\"",
	           show(ci.encoding.s, ci.encoding.n))) {
		out = parse_decode(&ci.encoding, ci.message.s, ci.message.n, &k);
		expect(k == sizeof(want) - 1 && !memcmp(out, want, k) && !out[k],
		       "\"%s\"", show(out, k));
		expect(validutf8(out, k), "invalid UTF-8");
		free(out);
	}
	decodes("ISO-8859-1", S("\240\377"), S("\302\240\303\277"));
	decodes("latin1", S("\351t\351"), S("\303\251t\303\251"));
	decodes("ISO-8859-1", "", 0, "", 0);
	end();

	begin("parse_decode: no encoding or UTF-8: the bytes as they are");
	for (i = 0; i < (int)LEN(utf8); i++)
		decodes(utf8[i], S(raw), S(raw));
	decodes("", "", 0, "", 0);
	end();

	begin("parse_decode: an unknown encoding: the bytes as they are");
	decodes("x-no-such", S(raw), S(raw));
	memset(longname, 'A', sizeof(longname) - 1);
	longname[sizeof(longname) - 1] = '\0';
	decodes(longname, S("caf\351"), S("caf\351"));
	end();

	begin("parse_decode: bytes invalid in the encoding become U+FFFD");
	decodes("US-ASCII", S("caf\351 ok"), S("caf\357\277\275 ok"));
	decodes("US-ASCII", S("\200\377"), S("\357\277\275\357\277\275"));
	if (haveiconv("EUC-JP")) {
		/* U+3042 U+3044, an invalid pair, U+3042 */
		decodes("EUC-JP", S("\244\242\244\244"), S("\343\201\202\343\201\204"));
		decodes("EUC-JP", S("\244\242\377\377x"),
		        S("\343\201\202\357\277\275\357\277\275x"));
	}
	end();

	begin("parse_decode: a character cut at the end is not dropped");
	if (haveiconv("EUC-JP"))
		decodes("EUC-JP", S("\244\242\244"), S("\343\201\202\357\277\275"));
	decodes("UTF-16LE", S("a\000b"), S("a\357\277\275"));
	end();
}

/* diff-tree: the raw records, then the patch line by line */

typedef struct {
	char status;
	int score, nparents;
	const char *path, *oldpath;
} RawWant;

static const RawWant rawroot[] = {
	{ 'A', 0, 1, "-dash", "" }, { 'A', 0, 1, "a.txt", "" },
	{ 'A', 0, 1, "b.txt", "" }, { 'A', 0, 1, "c.txt", "" },
	{ 'A', 0, 1, "mode.sh", "" }, { 'A', 0, 1, "n\tl", "" },
	{ 'A', 0, 1, "new\nline", "" }, { 'A', 0, 1, "old.txt", "" },
	{ 'A', 0, 1, "quo\"te", "" }, { 'A', 0, 1, "sp ace", "" },
	{ 'A', 0, 1, "\303\274n\303\257.txt", "" },
};
static const RawWant rawchanges[] = {
	{ 'M', 0, 1, "a.txt", "" }, { 'D', 0, 1, "b.txt", "" },
	{ 'A', 0, 1, "bin.dat", "" }, { 'T', 0, 1, "c.txt", "" },
	{ 'M', 0, 1, "mode.sh", "" }, { 'R', 85, 1, "new.txt", "old.txt" },
	{ 'A', 0, 1, "noeol.txt", "" }, { 'A', 0, 1, "sig.txt", "" },
};
static const RawWant rawedits[] = {
	{ 'M', 0, 1, "n\tl", "" }, { 'M', 0, 1, "new\nline", "" },
	{ 'M', 0, 1, "noeol.txt", "" }, { 'M', 0, 1, "sig.txt", "" },
};
static const RawWant rawcopy[] = {
	{ 'C', 88, 1, "copy.txt", "src.txt" }, { 'M', 0, 1, "src.txt", "" },
};
static const RawWant rawmerge[] = { { 'M', 0, 2, "m.txt", "" } };
static const RawWant rawoctopus[] = { { 'M', 0, 3, "o.txt", "" } };
static const RawWant rawevil[] = { { 'M', 0, 2, "e.txt", "" } };  /* AM */

/*
 * What parse_patch_line must say of each line of the patch, one letter a
 * line: Text File Meta Hunk Add Del Context No-newline. Written by hand
 * from the patches above, file by file.
 */
static const char stylech[] = "TFMHADCN";

static const struct {
	const char *name;
	const char *data;
	size_t n;
	const RawWant *raw;
	int nraw;
	const char *styles;
} diffs[] = {
	{ "root: added, odd names, quoted in the patch", S(diff_root),
	  rawroot, LEN(rawroot),
	  "FMMMMHA" "FMMMMHAAA" "FMMMMHA" "FMMMMHA" "FMMMMHA" "FMMMMHA"
	  "FMMMMHA" "FMMMMHAAAAAAA" "FMMMMHA" "FMMMMHA" "FMMMMHA" },
	{ "modify, delete, binary, symlink, mode, rename", S(diff_changes),
	  rawchanges, LEN(rawchanges),
	  "FMMMHCDAC" "FMMMMHD" "FMMM" "FMMMMHD" "FMMMMHAN" "FMM"
	  "FMMMMMMHCCCDA" "FMMMMHAN" "FMMMMHAAA" },
	{ "\"--- sig\" deleted, \"+++ x\" added, no newline", S(diff_edits),
	  rawedits, LEN(rawedits),
	  "FMMMHCA" "FMMMHCA" "FMMMHDNAAN" "FMMMHCDCA" },
	{ "copy (-C) with a score", S(diff_copy), rawcopy, LEN(rawcopy),
	  "FMMMMMMHCCCA" "FMMMHCCCDA" },
	{ "merge, --cc of 2 parents", S(diff_merge), rawmerge, LEN(rawmerge),
	  "FMMMHCDDAC" },
	{ "octopus, --cc of 3 parents", S(diff_octopus), rawoctopus,
	  LEN(rawoctopus), "FMMMHCDDDAC" },
	{ "evil merge, a file new on one side", S(diff_evil), rawevil,
	  LEN(rawevil), "FMMMMHAA" },
};

static int
rawis(const RawEntry *e, const RawWant *w, const char *what)
{
	int ok = 1;

	ok &= expect(e->status == w->status, "%s: status %c, want %c", what,
	             e->status ? e->status : '0', w->status);
	ok &= expect(e->score == w->score, "%s: score %d, want %d", what,
	             e->score, w->score);
	ok &= expect(e->nparents == w->nparents, "%s: %d parents, want %d", what,
	             e->nparents, w->nparents);
	ok &= expect(spaneq(e->path, w->path), "%s: path \"%s\", want \"%s\"",
	             what, show(e->path.s, e->path.n),
	             show(w->path, strlen(w->path)));
	ok &= expect(spaneq(e->oldpath, w->oldpath),
	             "%s: oldpath \"%s\", want \"%s\"", what,
	             show(e->oldpath.s, e->oldpath.n),
	             show(w->oldpath, strlen(w->oldpath)));
	return ok;
}

/* where the raw part of diffs[i] ends: at its NUL */
static size_t
rawlen(int i)
{
	const char *s = diffs[i].data;
	size_t off = 0;
	long used;
	RawEntry e;

	while ((used = parse_raw(s + off, diffs[i].n - off, &e)) > 0)
		off += used;
	return off;
}

static void
test_parse_raw(void)
{
	static const char *bad[] = {
		"diff --git a/x b/x\n", "x", "\n", " :100644", "\n:100644",
	};
	static const struct {
		const char *s;
		size_t n;
		const char *what;
	} bad0[] = {
		{ S(":100644\000x\000"), "no status field" },
		{ S(":100644 100644 a b \000x\000"), "empty status field" },
		{ S(":100644 100644 a b M\n"), "a newline and no NUL" },
	};
	char what[128], name[160];
	const char *s;
	size_t off, m, n;
	long used;
	RawEntry e, f;
	int i, j, ok;

	for (i = 0; i < (int)LEN(diffs); i++) {
		snprintf(name, sizeof(name), "parse_raw: %s", diffs[i].name);
		begin(name);
		s = diffs[i].data;
		n = diffs[i].n;
		for (off = 0, j = 0; j < diffs[i].nraw; j++) {
			snprintf(what, sizeof(what), "record %d", j);
			used = parse_raw(s + off, n - off, &e);
			if (!expect(used > 0, "%s: returned %ld", what, used) ||
			    !rawis(&e, &diffs[i].raw[j], what))
				break;
			expect(e.path.s > s + off &&
			       e.path.s + e.path.n < s + off + used,
			       "%s: path outside the record", what);
			/* 0 until the whole record is there, then the same */
			for (m = 0, ok = 1; m < (size_t)used && ok; m++)
				ok = expect(parse_raw(s + off, m, &f) == 0,
				            "%s: the first %zu of %ld bytes give %ld", what,
				            m, used, parse_raw(s + off, m, &f));
			expect(parse_raw(s + off, used, &f) == used &&
			       f.status == e.status && f.path.s == e.path.s &&
			       f.path.n == e.path.n && f.oldpath.n == e.oldpath.n,
			       "%s: alone, not the same", what);
			off += used;
		}
		/* then the NUL before the patch: not a record, the caller skips it */
		expect(off < n && s[off] == '\0', "no NUL after %d records", j);
		expect(parse_raw(s + off, n - off, &e) == -1,
		       "the NUL: not -1");
		expect(parse_raw(s + off, 1, &e) == -1, "the NUL alone: not -1");
		expect(!strncmp(s + off + 1, "diff --", 7), "no patch after the NUL");
		end();
	}

	begin("parse_raw: garbage is -1, an empty buffer 0");
	for (i = 0; i < (int)LEN(bad); i++)
		expect(parse_raw(bad[i], strlen(bad[i]), &e) == -1,
		       "\"%s\" gives %ld", show(bad[i], strlen(bad[i])),
		       parse_raw(bad[i], strlen(bad[i]), &e));
	for (i = 0; i < (int)LEN(bad0); i++)
		expect(parse_raw(bad0[i].s, bad0[i].n, &e) == -1,
		       "%s gives %ld", bad0[i].what,
		       parse_raw(bad0[i].s, bad0[i].n, &e));
	expect(parse_raw("", 0, &e) == 0, "empty");
	end();
}

/* random bytes from the alphabet of raw records, in a buffer of exactly
 * their size (so a sanitizer sees any read past it) */
static void
test_raw_random(void)
{
	static const char abc[] = "::::00112345 MMRC0\000\000\nx";
	RawEntry e;
	PatchState st = { 0 };
	char *s;
	size_t n, j;
	long used;
	int i;

	begin("parse_raw, parse_patch_line: random input stays in bounds");
	rngseed(31337);
	for (i = 0; i < 20000; i++) {
		n = rnd(40);
		s = ecalloc(1, n ? n : 1);
		for (j = 0; j < n; j++)
			s[j] = abc[rnd(sizeof(abc) - 1)];
		used = parse_raw(s, n, &e);
		if (!expect(used >= -1 && used <= (long)n, "\"%s\": %ld",
		            show(s, n), used))
			break;
		if (used > 0)
			expect(e.path.s >= s && e.path.s + e.path.n < s + used &&
			       (!e.oldpath.n || (e.oldpath.s >= s &&
			       e.oldpath.s + e.oldpath.n < s + used)) &&
			       e.nparents >= 1 && e.status != '\0',
			       "\"%s\": spans out of the record", show(s, n));
		if (rnd(50) == 0)
			memset(&st, 0, sizeof(st));
		j = parse_patch_line(&st, s, n);
		expect(j < PatchLast && st.ncols >= 0, "\"%s\": style %zu",
		       show(s, n), j);
		free(s);
	}
	end();
}

/*
 * As readdiff in gitview.c does: raw records while they parse, skip the
 * NUL, then the patch by lines; every other piece after a buf_compact.
 */
static void
difffeed(const char *data, size_t n, const size_t *cut, size_t ncut, Acc *a)
{
	Buf b = { 0 };
	PatchState st = { 0 };
	RawEntry e;
	const char *s, *l;
	char hdr[64];
	size_t k, pos = 0, next, i;
	long used;
	int raw = 1, eof;

	memset(a, 0, sizeof(*a));
	for (i = 0; i <= ncut; i++) {
		next = i < ncut ? cut[i] : n;
		eof = i == ncut;
		if (i & 1)
			pipe_bufcompact(&b);
		pipe_bufadd(&b, data + pos, next - pos);
		pos = next;
		while (raw && b.off < b.len) {
			s = b.buf + b.off;
			if ((used = parse_raw(s, b.len - b.off, &e)) > 0) {
				snprintf(hdr, sizeof(hdr), "%c%d %d ", e.status, e.score,
				         e.nparents);
				acc_rec(a, hdr, e.path.s, e.path.n);
				acc_rec(a, "old ", e.oldpath.s, e.oldpath.n);
				b.off += used;
			} else if (used == 0 && !eof) {
				break;
			} else {
				if (s[0] == '\0')
					b.off++;
				raw = 0;
			}
		}
		while (!raw && (l = pipe_bufline(&b, &k))) {
			snprintf(hdr, sizeof(hdr), "%c ",
			         stylech[parse_patch_line(&st, l, k)]);
			acc_rec(a, hdr, l, k);
		}
	}
	a->rest = b.len - b.off;
	pipe_buffree(&b);
}

static void
test_diff_framing(void)
{
	char name[160];
	Acc ref, a;
	size_t n, i, j, k;
	int d;

	for (d = 0; d < (int)LEN(diffs); d++) {
		n = diffs[d].n;
		difffeed(diffs[d].data, n, NULL, 0, &ref);
		snprintf(name, sizeof(name), "diff-tree split at every byte: %s",
		         diffs[d].name);
		begin(name);
		expect(ref.count == 2 * diffs[d].nraw + (int)strlen(diffs[d].styles) &&
		       ref.rest == 0, "unsplit: %d records, %zu left", ref.count,
		       ref.rest);
		for (i = 0; i <= n; i++) {
			cuts[0] = i;
			difffeed(diffs[d].data, n, cuts, 1, &a);
			expect(acc_eq(&a, &ref), "split at byte %zu: %d records, want %d",
			       i, a.count, ref.count);
			acc_free(&a);
		}
		for (i = 0; i < n && i < LEN(cuts); i++)
			cuts[i] = i + 1;
		difffeed(diffs[d].data, n, cuts, i, &a);
		expect(acc_eq(&a, &ref), "a byte at a time: %d records, want %d",
		       a.count, ref.count);
		acc_free(&a);
		rngseed(n);
		for (j = 0; j < 100; j++) {
			for (i = 0, k = 0; k < n && i < LEN(cuts); i++)
				cuts[i] = k += 1 + rnd(rnd(2) ? 5 : 200);
			if (i > 0 && cuts[i - 1] > n)
				cuts[i - 1] = n;
			difffeed(diffs[d].data, n, cuts, i, &a);
			expect(acc_eq(&a, &ref), "random split %zu: %d records, want %d",
			       j, a.count, ref.count);
			acc_free(&a);
		}
		acc_free(&ref);
		end();
	}
}

/* the styles of the lines of s[0..n), as letters, through one PatchState */
static void
styles(PatchState *st, const char *s, size_t n, char *out, size_t cap)
{
	const char *e = s + n, *nl;
	size_t k = 0;

	for (; s < e && k + 1 < cap; s = nl + 1) {
		if (!(nl = memchr(s, '\n', e - s)))
			nl = e;
		out[k++] = stylech[parse_patch_line(st, s, nl - s)];
	}
	out[k] = '\0';
}

/* the first line where got and want differ, with its text */
static void
expectstyles(const char *what, const char *patch, const char *got,
             const char *want)
{
	const char *p = patch, *nl;
	size_t i;

	for (i = 0; got[i] && got[i] == want[i]; i++)
		p = strchr(p, '\n') + 1;
	if (!got[i] && !want[i]) {
		expect(i > 0, "%s: no line to style", what);
		return;
	}
	nl = strchr(p, '\n');
	expect(0, "%s: line %zu \"%s\" is %c, want %c (%zu lines, want %zu)",
	       what, i, show(p, nl ? (size_t)(nl - p) : strlen(p)),
	       got[i] ? got[i] : '$', want[i] ? want[i] : '$', strlen(got),
	       strlen(want));
}

static void
test_patch_lines(void)
{
	static const char before[] =
		"commit 5908eec0b6c913c815f15bce066514ff599d013a\n"
		"Author: A U Thor <author@example.com>\n"
		"\n"
		"    +++ not a patch\n"
		"@@ -1 +1 @@\n"
		"-- \n"
		"\\ not this either\n"
		"diff --git a/x b/x\n"
		"@@ -1 +1 @@\n"
		"-a\n"
		"+b\n";
	static const char combined[] =
		"diff --combined m.txt\n"
		"index 1ad0795,3574e1d..8231930\n"
		"@@@ -1,3 -1,3 +1,3 @@@\n"
		"- main\n"
		" -side\n"
		"++both\n"
		"  \n"
		"diff --git a/y b/y\n"
		"@@ -1 +1 @@ ctx\n"
		"-- a\n"
		"++ b\n"
		"  c\n";
	char got[512], name[160];
	const char *patch;
	PatchState st;
	size_t i;

	for (i = 0; i < LEN(diffs); i++) {
		snprintf(name, sizeof(name), "parse_patch_line: %s", diffs[i].name);
		begin(name);
		patch = diffs[i].data + rawlen(i) + 1;
		memset(&st, 0, sizeof(st));
		styles(&st, patch, diffs[i].n - (patch - diffs[i].data), got,
		       sizeof(got));
		expectstyles("patch", patch, got, diffs[i].styles);
		end();
	}

	begin("parse_patch_line: text before the first diff, then a patch");
	memset(&st, 0, sizeof(st));
	styles(&st, S(before), got, sizeof(got));
	expectstyles("before", before, got, "TTTTTTT" "FHDA");
	end();

	begin("parse_patch_line: diff --combined, then back to one column");
	memset(&st, 0, sizeof(st));
	styles(&st, S(combined), got, sizeof(got));
	expectstyles("combined", combined, got, "FMHDDAC" "FHDAC");
	end();
}

/*
 * Refs. for-each-ref --format='%(HEAD) %(objectname)
 * %(objecttype) %(*objectname) %(*objecttype) %(refname)' in a repository
 * with main (current) and topic, origin/main and origin/topic (update-ref),
 * refs/notes/commits, refs/stash, a lightweight tag v1, an annotated v2, an
 * annotated tag of a tree and one of a blob, a lightweight tag of a tree, a
 * tag of the tag v2; then the same repository with HEAD detached, and a
 * SHA-256 one. Pinned names and dates; git 2.39.
 */
static const char foreachref[] =
	"* bc34c19248f01f922aceda9fdc24a99967a2e103 commit   refs/heads/main\n"
	"  eb48f6b8f842da94703158a29f268186b36d2ff3 commit   refs/heads/topic\n"
	"  962dbfb099cc1e6bf5e536ba971d52a8031230bd commit   refs/notes/commits\n"
	"  bc34c19248f01f922aceda9fdc24a99967a2e103 commit   refs/remotes/origin/main\n"
	"  eb48f6b8f842da94703158a29f268186b36d2ff3 commit   refs/remotes/origin/topic\n"
	"  5c8b3fbf87592834453482f7bd91d5f907cf2596 commit   refs/stash\n"
	"  9860028067911c0f744c4ac6254b53c3794b602e tag 422c2b7ab3b3c668038da977e4e93a5fc623169c blob refs/tags/blobtag\n"
	"  a38e8ab7e857af7a7ac6f49fa3d3821f26fedca8 tree   refs/tags/lighttree\n"
	"  bbde21e36c62a44a7d6eed3ebc992c0b384d6332 tag 0fcf86750bab16d788cb91e53203d2d0a4b0b831 tag refs/tags/tagtag\n"
	"  933fc06ae65fb1e86245ceb5e9b89096660d25e0 tag a38e8ab7e857af7a7ac6f49fa3d3821f26fedca8 tree refs/tags/treetag\n"
	"  eb48f6b8f842da94703158a29f268186b36d2ff3 commit   refs/tags/v1\n"
	"  0fcf86750bab16d788cb91e53203d2d0a4b0b831 tag bc34c19248f01f922aceda9fdc24a99967a2e103 commit refs/tags/v2\n";
/* the same after git checkout --detach: no '*' */
static const char foreachref_detached[] =
	"  bc34c19248f01f922aceda9fdc24a99967a2e103 commit   refs/heads/main\n"
	"  eb48f6b8f842da94703158a29f268186b36d2ff3 commit   refs/heads/topic\n";
/* SHA-256: main, a lightweight tag, an annotated tag */
static const char foreachref256[] =
	"* bcb44be477b5508c3d20f7620d32c30929fb2157ce82ce13486ce5960437fb6f commit   refs/heads/main\n"
	"  bcb44be477b5508c3d20f7620d32c30929fb2157ce82ce13486ce5960437fb6f commit   refs/tags/light\n"
	"  20c57567a7fa7fbe897293f7d9676d1013ba44a7cbd4864b5b9f206b0c84a523 tag bcb44be477b5508c3d20f7620d32c30929fb2157ce82ce13486ce5960437fb6f commit refs/tags/v1\n";

/* what parse_ref should make of line k of a fixture: -1 or a ref */
typedef struct {
	int ret, kind, current;
	const char *hex, *name;
} RefWant;

/* parse one line from a buffer of exactly n bytes (no NUL after it: the
 * sanitizer build catches a read past the end) */
static int
parse_ref_exact(const char *s, size_t n, RefLine *r, char **copy)
{
	*copy = malloc(n ? n : 1);
	memcpy(*copy, s, n);
	return parse_ref(*copy, n, r);
}

static void
check_ref_lines(const char *what, const char *text, const RefWant *want, int nwant)
{
	const char *s = text, *nl;
	char *copy;
	RefLine r;
	int k = 0, ret;

	for (; *s; s = nl + 1, k++) {
		nl = strchr(s, '\n');
		if (!expect(k < nwant, "%s: more lines than expected", what))
			break;
		ret = parse_ref_exact(s, nl - s, &r, &copy);
		if (want[k].ret < 0) {
			expect(ret == -1, "%s line %d (%s): returned %d, want -1", what, k,
			       show(s, nl - s), ret);
		} else if (expect(ret == 0, "%s line %d (%s): returned %d, want 0", what,
		                  k, show(s, nl - s), ret)) {
			expect(r.kind == want[k].kind, "%s line %d: kind %d, want %d", what,
			       k, r.kind, want[k].kind);
			expect(r.current == want[k].current, "%s line %d: current %d, want %d",
			       what, k, r.current, want[k].current);
			expect(r.hashlen == (int)strlen(want[k].hex) &&
			       !memcmp(r.hex, want[k].hex, r.hashlen),
			       "%s line %d: hex %s, want %s", what, k,
			       show(r.hex, r.hashlen > 0 ? r.hashlen : 0), want[k].hex);
			expect(r.hex >= copy && r.hex + r.hashlen <= copy + (nl - s),
			       "%s line %d: hex not inside the line", what, k);
			expectspan("name", r.name, want[k].name);
		}
		free(copy);
	}
	expect(k == nwant, "%s: %d lines, want %d", what, k, nwant);
}

/* git show-ref -d -- refs/tags/outer refs/tags/treetagtag: a tag of a
 * tag of a commit, a tag of a tag of a tree */
static const char showref[] =
	"975de83218fc63f884c624a311ab31591fe1f13a refs/tags/outer\n"
	"c359090b8f75d732dfbc33c95913c262cbb4fd53 refs/tags/outer^{}\n"
	"836bca3a05a1ea0028560bf76524e7a5860479e9 refs/tags/treetagtag\n"
	"b3efd41ba9b8e53cd74f21818d14f4797ca49423 refs/tags/treetagtag^{}\n";

static void
test_parse_peeled(void)
{
	const char *s = showref, *nl;
	RefLine r;
	int k, ret;

	begin("parse_peeled: the ^{} lines of show-ref -d; parse_ref marks a tag of a tag");
	for (k = 0; *s; s = nl + 1, k++) {
		nl = strchr(s, '\n');
		ret = parse_peeled(s, nl - s, &r);
		if (k % 2 == 0) {
			expect(ret == -1, "line %d: %d, want -1", k, ret);
			continue;
		}
		if (!expect(ret == 0, "line %d: %d, want 0", k, ret))
			continue;
		expect(r.kind == RefTag, "line %d: kind %d", k, r.kind);
		expect(r.hashlen == 40 && !memcmp(r.hex, s, 40), "line %d: hex", k);
		expectspan("name", r.name, k == 1 ? "outer" : "treetagtag");
		expectspan("ref", r.ref, k == 1 ? "refs/tags/outer" : "refs/tags/treetagtag");
	}
	expect(parse_peeled(S("c359090b8f75d732dfbc33c95913c262cbb4fd53 ^{}"), &r) == -1, "no name");
	expect(parse_peeled(S("c359090b8f75d732dfbc33c95913c262cbb4fd5 refs/tags/a^{}"), &r) == -1, "39 digits");
	expect(parse_ref(S("  975de83218fc63f884c624a311ab31591fe1f13a tag 7432223ec3c36f2e9a1aaf1fb868199e2aa544b7 tag refs/tags/outer"), &r) == 0 &&
	       r.peel && r.hashlen == 40 && !memcmp(r.hex, "7432223e", 8), "tag of a tag: peel");
	expectspan("ref", r.ref, "refs/tags/outer");
	expect(parse_ref(S("  0fcf86750bab16d788cb91e53203d2d0a4b0b831 tag bc34c19248f01f922aceda9fdc24a99967a2e103 commit refs/tags/v2"), &r) == 0 &&
	       !r.peel, "tag of a commit: no peel");
	end();
}

/* git log's arguments: which need git log, its lines, --name-status */
static void
test_parse_log(void)
{
	static const struct { const char *args[4]; int n, want; } opts[] = {
		{ { "--all" }, 1, 0 },
		{ { "--follow", "--", "a.c" }, 3, LogOnly | LogFollow },
		{ { "-Sneedle" }, 1, LogOnly },
		{ { "-S", "needle", "--all" }, 3, LogOnly },
		{ { "-Gfo+" }, 1, LogOnly },
		{ { "-L1,5:a.c" }, 1, LogOnly | LogLines },
		{ { "--diff-filter=A" }, 1, LogOnly },
		{ { "--since=1.week", "--", "-Sfile" }, 3, 0 },   /* a path */
		{ { "--grep=-S" }, 1, 0 },
		{ { "--follow", "--no-follow" }, 2, LogOnly },
		{ { "--followers" }, 1, 0 },
		{ { "--left-right", "--graph" }, 2, LogSides },
		{ { "-Sx", "--left-right" }, 2, LogOnly | LogSides },
		/* a reflog walk: git log's selectors; its --follow is git's alone */
		{ { "-g" }, 1, LogOnly | LogReflog },
		{ { "--walk-reflogs", "topic" }, 2, LogOnly | LogReflog },
		{ { "--follow", "-g" }, 2, LogOnly | LogReflog },
		{ { "--", "-g" }, 2, 0 }, { { "--reflog" }, 1, 0 },
	};
	static const struct { const char *arg; int want; } kinds[] = {
		{ "--oneline", ArgPrint }, { "--graph", ArgPrint },
		{ "--pretty", ArgPrint }, { "--pretty=format:%s", ArgPrint },
		{ "--format=%H %s", ArgPrint }, { "--abbrev-commit", ArgPrint },
		{ "--abbrev=12", ArgPrint }, { "--decorate", ArgPrint },
		{ "--decorate=full", ArgPrint }, { "--color=always", ArgPrint },
		{ "--children", ArgPrint }, { "--stat", ArgPrint },
		{ "--stat-width=40", ArgPrint }, { "-p", ArgPrint },
		{ "--date=iso", ArgPrint }, { "--count", ArgPrint },
		/* what git reads: the list, its marks, its order */
		{ "--all", ArgGit }, { "--left-right", ArgGit },
		{ "--cherry-mark", ArgGit }, { "--cherry-pick", ArgGit },
		{ "--boundary", ArgGit }, { "--date-order", ArgGit },
		{ "--author-date-order", ArgGit }, { "--graphs", ArgGit },
		{ "--oneline=x", ArgGit }, { "--colors", ArgGit },
		{ "--prettyish", ArgGit }, { "--format", ArgPrint },
		{ "-n", ArgGit }, { "-pickaxe", ArgGit }, { "--follow", ArgGit },
		{ "--alll", ArgGit }, { "main", ArgGit }, { "", ArgGit },
	};
	/* git log --parents --format=%x01%m%H %P --name-status --follow:
	 * a rename, a change, the root */
	static const char logout[] =
		"\001>c359090b8f75d732dfbc33c95913c262cbb4fd53 7ebdb01f5f91cdb6018f0a5458cf9f3cd6ba19da\n"
		"\n"
		"R092\tb.txt\tc d.txt\n"
		"\001>7ebdb01f5f91cdb6018f0a5458cf9f3cd6ba19da 603be2af9a95de27732129626865bd43ea477a7f\n"
		"\n"
		"M\t\"sp\\303\\244t.txt\"\n"
		"\001-dcfcc18269595d14bfa52cfc591c3f8b56ae43df \n"
		"\n"
		"A\ta.txt\n";
	const char *s = logout, *nl;
	char old[64], now[64];
	RevLine r;
	unsigned int i;
	int k;

	begin("parse_argkind: the options that only change how git prints");
	for (i = 0; i < LEN(kinds); i++)
		expect(parse_argkind(kinds[i].arg) == kinds[i].want, "%s: %d, want %d",
		       kinds[i].arg, parse_argkind(kinds[i].arg), kinds[i].want);
	end();
	begin("parse_logonly: the options only git log takes");
	for (i = 0; i < LEN(opts); i++)
		expect(parse_logonly(opts[i].args, opts[i].n) == opts[i].want,
		       "case %u (%s ...): %d, want %d", i, opts[i].args[0],
		       parse_logonly(opts[i].args, opts[i].n), opts[i].want);
	end();
	begin("parse_log, parse_status: git log --follow --name-status");
	for (k = 0; *s; s = nl + 1, k++) {
		nl = strchr(s, '\n');
		if (k % 3 == 0) {
			expect(parse_log(s, nl - s, &r) == 0, "line %d: not a commit", k);
			expect(r.nids == (k == 6 ? 1 : 2) && r.hashlen == 40 &&
			       r.mark == (k == 6 ? '-' : '>'), "line %d: %d ids, mark %c", k, r.nids, r.mark);
			expect(parse_status(s, nl - s, old, now, sizeof(old)) == -1, "line %d: a status", k);
		} else {
			expect(parse_log(s, nl - s, &r) == -1, "line %d: a commit", k);
		}
		if (k % 3 == 1)
			expect(parse_status(s, nl - s, old, now, sizeof(old)) == -1, "line %d: blank", k);
		if (k % 3 == 2)
			expect(parse_status(s, nl - s, old, now, sizeof(old)) == 0, "line %d: no status", k);
		if (k == 2)
			expect(!strcmp(old, "b.txt") && !strcmp(now, "c d.txt"), "rename: %s -> %s", old, now);
		if (k == 5)
			expect(!old[0] && !strcmp(now, "sp\303\244t.txt"), "quoted: '%s' '%s'", old, now);
		if (k == 8)
			expect(!old[0] && !strcmp(now, "a.txt"), "root: '%s'", now);
	}
	expect(parse_log(S("c359090b8f75d732dfbc33c95913c262cbb4fd53"), &r) == -1, "rev-list's line, no mark byte");
	expect(parse_status(S("R100\ta.txt"), old, now, sizeof(old)) == -1, "a rename with one path");
	expect(parse_status(S("M\ta\tb"), old, now, sizeof(old)) == -1, "a change with two");
	expect(parse_status(S("diff --git a/x b/x"), old, now, sizeof(old)) == -1, "a patch line");
	end();
}

/* bisect's marks and the stash as labels (for-each-ref lines,
 * git 2.39); git worktree list --porcelain -z of a repository with a
 * detached linked worktree and one on a branch; BISECT_NAMES' quoting */
static void
test_parse_labels(void)
{
	static const struct { const char *line; int kind; const char *name; } refs[] = {
		{ "  2ca5490b0d6651fbc029ed154fc92200c0319e67 commit   refs/bisect/bad", RefBad, "bad" },
		{ "  12b4b93366e25b851e093e74c84935fa51e7e62b commit   "
		  "refs/bisect/good-12b4b93366e25b851e093e74c84935fa51e7e62b", RefGood, "good" },
		{ "  12b4b93366e25b851e093e74c84935fa51e7e62b commit   "
		  "refs/bisect/skip-12b4b93366e25b851e093e74c84935fa51e7e62b", RefOther, "skip" },
		{ "  65b476737a5fabdf67680f4f244a9db80cde8dbd commit   refs/stash", RefStash, "stash@{0}" },
		/* only those names: a longer one is another ref */
		{ "  2ca5490b0d6651fbc029ed154fc92200c0319e67 commit   refs/bisect/badly", RefOther,
		  "bisect/badly" },
		{ "  65b476737a5fabdf67680f4f244a9db80cde8dbd commit   refs/stashes", RefOther, "stashes" },
		{ "  65b476737a5fabdf67680f4f244a9db80cde8dbd commit   refs/heads/stash", RefBranch, "stash" },
	};
	static const char wt[] =
		"worktree /tmp/lab/r\0HEAD 6315e7964bb36f5013599dd88c66985186b10f74\0detached\0\0"
		"worktree /tmp/lab/wt-det\0HEAD f3548c2b5f2d54a39416a102ba6c182ad8eff21c\0detached\0\0"
		"worktree /tmp/lab/wt-side\0HEAD 7abfd943463ac87dc1371542773b10e3cd91d551\0"
		"branch refs/heads/side\0\0"
		"worktree /tmp/lab/bare.git\0bare\0\0";
	static const char *const wantwt[][3] = {
		{ "/tmp/lab/r", "6315e7964bb36f5013599dd88c66985186b10f74", "" },
		{ "/tmp/lab/wt-det", "f3548c2b5f2d54a39416a102ba6c182ad8eff21c", "" },
		{ "/tmp/lab/wt-side", "7abfd943463ac87dc1371542773b10e3cd91d551", "refs/heads/side" },
		{ "/tmp/lab/bare.git", "", "" },
	};
	char names[] = " 'a.txt' 'dir/b c' 'it'\\''s' 'wow'\\!''\n", *w[8];
	const char *badnames[] = { "a.txt", "'open", "'a'b", "'a' 'b' 'c'" };
	char buf[64];
	RefLine r;
	Worktree t;
	size_t at = 0;
	unsigned int i;
	int n;

	begin("parse_ref: bisect's bad, good and skip marks and the stash as labels");
	for (i = 0; i < LEN(refs); i++) {
		expect(parse_ref(refs[i].line, strlen(refs[i].line), &r) == 0 && r.kind == refs[i].kind,
		       "%s: kind %d, want %d", refs[i].line, r.kind, refs[i].kind);
		expectspan(refs[i].line, r.name, refs[i].name);
	}
	end();
	begin("parse_worktree: the blocks of git worktree list --porcelain -z");
	for (i = 0; i < LEN(wantwt); i++) {
		expect(parse_worktree(wt, sizeof(wt) - 1, &at, &t) == 0, "block %u: -1", i);
		expectspan("path", t.path, wantwt[i][0]);
		expectspan("HEAD", t.hex, wantwt[i][1]);
		expectspan("branch", t.branch, wantwt[i][2]);
	}
	expect(parse_worktree(wt, sizeof(wt) - 1, &at, &t) == -1, "past the last: not -1");
	at = 0;
	expect(parse_worktree(S("worktree /x\0HEAD 12"), &at, &t) == -1, "a cut block: not -1");
	end();
	begin("parse_sqwords: BISECT_NAMES' paths, as git sq_quote's them");
	n = parse_sqwords(names, w, LEN(w));
	expect(n == 4, "%d words, want 4", n);
	if (n == 4)
		expect(!strcmp(w[0], "a.txt") && !strcmp(w[1], "dir/b c") && !strcmp(w[2], "it's") &&
		       !strcmp(w[3], "wow!"), "words %s|%s|%s|%s", w[0], w[1], w[2], w[3]);
	snprintf(buf, sizeof(buf), "\n");
	expect(parse_sqwords(buf, w, LEN(w)) == 0, "git bisect start without paths: not 0");
	for (i = 0; i < LEN(badnames); i++) {
		snprintf(buf, sizeof(buf), "%s", badnames[i]);
		expect(parse_sqwords(buf, w, 2) == -1, "%s: not -1", badnames[i]);
	}
	end();
}

/* the notes options, and notesargv's answer (git 2.39's git log -1
 * --pretty=oneline --notes --notes=other): a note of two lines in the
 * default ref, one in refs/notes/other; a commit without any */
static void
test_parse_notes(void)
{
	static const char both[] =
		"e1edba04db92152c6bf404d3c933baa00be0f624 two\nNotes:\n    hello\n    world\n"
		"\nNotes (other):\n    oth\n\n";
	static const char *const args[] = {
		"--notes", "--notes=other", "--show-notes", "--show-notes=x", "--no-notes",
		"--standard-notes", "--no-standard-notes",
	}, *const offs[][3] = {
		{ "--no-notes" }, { "--notes=a", "--no-notes" }, { "--no-notes", "--standard-notes" },
	}, *const ons[][3] = {
		{ "--notes" }, { "--no-notes", "--notes=a" }, { "--no-notes", "--show-notes" },
		{ "--standard-notes" },
	};
	const char *s;
	unsigned int i;
	size_t n;

	begin("parse_argkind, parse_notesoff, parse_notes: the notes, as git log shows them");
	for (i = 0; i < LEN(args); i++)
		expect(parse_argkind(args[i]) == ArgNotes, "%s: %d, want ArgNotes", args[i],
		       parse_argkind(args[i]));
	expect(parse_argkind("--notesy") == ArgGit, "--notesy: %d", parse_argkind("--notesy"));
	expect(parse_argkind("--no-notes=x") == ArgGit, "--no-notes=x: %d",
	       parse_argkind("--no-notes=x"));
	for (i = 0; i < LEN(offs); i++)
		expect(parse_notesoff(offs[i], offs[i][2] ? 3 : offs[i][1] ? 2 : 1),
		       "%s ...: notes shown", offs[i][0]);
	for (i = 0; i < LEN(ons); i++)
		expect(!parse_notesoff(ons[i], ons[i][1] ? 2 : 1), "%s ...: no notes", ons[i][0]);
	expect(!parse_notesoff(NULL, 0), "no options: no notes");
	s = parse_notes(both, sizeof(both) - 1, &n);
	expect(n == sizeof(both) - 1 - 45 && !memcmp(s, "Notes:\n    hello\n", 17),
	       "the notes: %zu bytes '%.*s'", n, (int)n, s);
	s = parse_notes(S("e1edba04db92152c6bf404d3c933baa00be0f624 two\n"), &n);
	expect(n == 0, "none: %zu bytes", n);
	s = parse_notes(S(""), &n);
	expect(n == 0, "no answer: %zu bytes", n);
	end();
}

/* git for-each-ref in refsargv's format (git 2.39, TZ=UTC): branches,
 * remotes, a lightweight tag, a tag of a tag (one level peeled), a tag
 * of a tree, an annotated tag; commits dated 2009, tags 2011 */
static const char refsout[] =
	"refs/heads/main\000commit\000ee976cddb6fe4ea347e71e43678cf1fa4a6f6b1b\000\000\000c2: subject 2\000\0002009-02-15\000\n"
	"refs/heads/topic\000commit\000ee976cddb6fe4ea347e71e43678cf1fa4a6f6b1b\000\000\000c2: subject 2\000\0002009-02-15\000\n"
	"refs/remotes/origin/HEAD\000commit\0000f363fd5693ee1d78ae6d07005097a9519ca8375\000\000\000c1: subject 1\000\0002009-02-14\000\n"
	"refs/remotes/origin/main\000commit\0000f363fd5693ee1d78ae6d07005097a9519ca8375\000\000\000c1: subject 1\000\0002009-02-14\000\n"
	"refs/tags/light\000commit\0000f363fd5693ee1d78ae6d07005097a9519ca8375\000\000\000c1: subject 1\000\0002009-02-14\000\n"
	"refs/tags/outer\000tag\000303c4fd3977f84284d06acf70ca8d60369cb6d0d\000tag\000d605b26463096a4d665920bc10eeeb8c3a17998d\000outer tag\000version one\0002011-03-13\0002011-03-13\n"
	"refs/tags/treetag\000tag\000942aade1eb2ccae6b47e73f85906f84e31444b3b\000tree\0005956ee4903fed69449888bcf55ff90c287160c8b\000a tree\000\0002011-03-13\000\n"
	"refs/tags/v1\000tag\000d605b26463096a4d665920bc10eeeb8c3a17998d\000commit\000ee976cddb6fe4ea347e71e43678cf1fa4a6f6b1b\000version one\000c2: subject 2\0002011-03-13\0002009-02-15\n";

typedef struct {
	int kind, peel;
	const char *name, *hex, *subject, *date;
} EntryWant;

static void
test_parse_refentry(void)
{
	static const char c1[] = "0f363fd5693ee1d78ae6d07005097a9519ca8375";
	static const char c2[] = "ee976cddb6fe4ea347e71e43678cf1fa4a6f6b1b";
	static const EntryWant want[] = {
		{ RefBranch, 0, "main", c2, "c2: subject 2", "2009-02-15" },
		{ RefBranch, 0, "topic", c2, "c2: subject 2", "2009-02-15" },
		{ RefRemote, 0, "origin/HEAD", c1, "c1: subject 1", "2009-02-14" },
		{ RefRemote, 0, "origin/main", c1, "c1: subject 1", "2009-02-14" },
		{ RefTag, 0, "light", c1, "c1: subject 1", "2009-02-14" },
		{ RefTag, 1, "outer", "", "outer tag", "2011-03-13" },
		{ RefTag, 0, "treetag", "", "a tree", "2011-03-13" },
		{ RefTag, 0, "v1", c2, "c2: subject 2", "2009-02-15" },
	};
#define BAD(x) { x, sizeof(x) - 1 }
	static const struct { const char *s; size_t n; } bad[] = {
		BAD(""), BAD("refs/heads/x"), BAD("refs/heads/x\000commit\000abc\000\000\000s\000\000d\000"),
		BAD("refs/heads/a b\000commit\000ee976cddb6fe4ea347e71e43678cf1fa4a6f6b1b\000\000\000s\000\000d\000"),
		BAD("refs/heads/x\000commit\000ee976cddb6fe4ea347e71e43678cf1fa4a6f6b1b\000\000\000s\000\000d\000\000extra"),
		BAD("refs/heads/x\000commit\000ee976cddb6fe4ea347e71e43678cf1fa4a6f6b1b\000\000\000s\000\000d"),
		BAD("refs/tags/t\000tag\000ee976cddb6fe4ea347e71e43678cf1fa4a6f6b1b\000commit\000xyz\000s\000\000d\000"),
	};
#define LAB(x, kind, name) { x, sizeof(x) - 1, kind, name }
	static const struct { const char *s; size_t n; int kind; const char *name; } labels[] = {
		LAB("refs/stash\000commit\000ee976cddb6fe4ea347e71e43678cf1fa4a6f6b1b\000\000\000"
		    "WIP on main\000\0002009-02-15\000", RefStash, "stash@{0}"),
		LAB("refs/bisect/bad\000commit\000ee976cddb6fe4ea347e71e43678cf1fa4a6f6b1b\000\000\000"
		    "s\000\0002009-02-15\000", RefBad, "bad"),
		LAB("refs/bisect/skip-ee976cddb6fe4ea347e71e43678cf1fa4a6f6b1b\000commit\000"
		    "ee976cddb6fe4ea347e71e43678cf1fa4a6f6b1b\000\000\000s\000\0002009-02-15\000",
		    RefOther, "skip"),
	};
#undef LAB
#undef BAD
	Buf b = { 0 };
	RefEntry e;
	const char *line;
	char *copy;
	size_t n, k = 0;

	begin("parse-refentry: git for-each-ref's branches, remotes and tags, a tag of a tag, of a tree");
	pipe_bufadd(&b, refsout, sizeof(refsout) - 1);
	for (; (line = pipe_bufline(&b, &n)); k++) {
		copy = malloc(n ? n : 1);  /* exactly n bytes: ASan sees a read past */
		memcpy(copy, line, n);
		if (expect(k < LEN(want), "refentry: more lines than expected") &&
		    expect(parse_refentry(copy, n, &e) == 0, "refentry line %d: -1", (int)k)) {
			expect(e.kind == want[k].kind, "refentry %s: kind %d", want[k].name, e.kind);
			expect(e.peel == want[k].peel, "refentry %s: peel %d", want[k].name, e.peel);
			expectspan("refentry name", e.name, want[k].name);
			expectspan("refentry hex", e.hex, want[k].hex);
			expectspan("refentry subject", e.subject, want[k].subject);
			expectspan("refentry date", e.date, want[k].date);
			expect(e.ref.n == strlen("refs/") + (e.kind == RefBranch ? 6 : e.kind == RefRemote ? 8 : 5) + e.name.n,
			       "refentry %s: ref %s", want[k].name, show(e.ref.s, e.ref.n));
		}
		free(copy);
	}
	expect(k == LEN(want), "refentry: %d lines, want %d", (int)k, (int)LEN(want));
	pipe_buffree(&b);
	for (k = 0; k < LEN(bad); k++) {
		expect(parse_refentry(bad[k].s, bad[k].n, &e) == -1, "refentry bad %d: not -1", (int)k);
	}
	end();
	/* make fuzz's fuzz-refentry found a line of refs/bisect/skip-: its
	 * name is the label's, not inside the line, and the rest is */
	begin("parse-refentry: the stash's and bisect's entries by their labels' names");
	for (k = 0; k < LEN(labels); k++) {
		copy = malloc(labels[k].n);
		memcpy(copy, labels[k].s, labels[k].n);
		if (expect(parse_refentry(copy, labels[k].n, &e) == 0, "refentry %s: -1", copy)) {
			expect(e.kind == labels[k].kind, "refentry %s: kind %d", copy, e.kind);
			expectspan("refentry label", e.name, labels[k].name);
			expect(e.ref.s == copy && e.hex.s > copy && e.hex.s + e.hex.n <= copy + labels[k].n,
			       "refentry %s: ref or hex outside the line", copy);
		}
		free(copy);
	}
	end();
}

static void
test_parse_ref(void)
{
	static const RefWant want[] = {
		{ 0, RefBranch, 1, "bc34c19248f01f922aceda9fdc24a99967a2e103", "main" },
		{ 0, RefBranch, 0, "eb48f6b8f842da94703158a29f268186b36d2ff3", "topic" },
		{ 0, RefOther, 0, "962dbfb099cc1e6bf5e536ba971d52a8031230bd", "notes/commits" },
		{ 0, RefRemote, 0, "bc34c19248f01f922aceda9fdc24a99967a2e103", "origin/main" },
		{ 0, RefRemote, 0, "eb48f6b8f842da94703158a29f268186b36d2ff3", "origin/topic" },
		{ 0, RefStash, 0, "5c8b3fbf87592834453482f7bd91d5f907cf2596", "stash@{0}" },
		{ -1, 0, 0, NULL, NULL },  /* an annotated tag of a blob */
		{ -1, 0, 0, NULL, NULL },  /* a lightweight tag of a tree */
		/* a tag of a tag: *objecttype is tag; show-ref peels it further */
		{ 0, RefTag, 0, "0fcf86750bab16d788cb91e53203d2d0a4b0b831", "tagtag" },
		{ -1, 0, 0, NULL, NULL },  /* an annotated tag of a tree */
		{ 0, RefTag, 0, "eb48f6b8f842da94703158a29f268186b36d2ff3", "v1" },
		{ 0, RefTag, 0, "bc34c19248f01f922aceda9fdc24a99967a2e103", "v2" },  /* peeled */
	};
	static const RefWant wantdet[] = {
		{ 0, RefBranch, 0, "bc34c19248f01f922aceda9fdc24a99967a2e103", "main" },
		{ 0, RefBranch, 0, "eb48f6b8f842da94703158a29f268186b36d2ff3", "topic" },
	};
	static const RefWant want256[] = {
		{ 0, RefBranch, 1, "bcb44be477b5508c3d20f7620d32c30929fb2157ce82ce13486ce5960437fb6f", "main" },
		{ 0, RefTag, 0, "bcb44be477b5508c3d20f7620d32c30929fb2157ce82ce13486ce5960437fb6f", "light" },
		{ 0, RefTag, 0, "bcb44be477b5508c3d20f7620d32c30929fb2157ce82ce13486ce5960437fb6f", "v1" },
	};
	static const char *const bad[] = {
		"",
		"*",
		"* ",
		"x bc34c19248f01f922aceda9fdc24a99967a2e103 commit   refs/heads/main",
		"*bc34c19248f01f922aceda9fdc24a99967a2e103 commit   refs/heads/main",
		/* 39 and 41 hex digits, a non-hex digit */
		"  bc34c19248f01f922aceda9fdc24a99967a2e10 commit   refs/heads/main",
		"  bc34c19248f01f922aceda9fdc24a99967a2e1033 commit   refs/heads/main",
		"  bc34c19248f01f922aceda9fdc24a99967a2e10g commit   refs/heads/main",
		/* no name; a name with a space; fields missing */
		"  bc34c19248f01f922aceda9fdc24a99967a2e103 commit   ",
		"  bc34c19248f01f922aceda9fdc24a99967a2e103 commit   refs/heads/a b",
		"  bc34c19248f01f922aceda9fdc24a99967a2e103 commit",
		"  bc34c19248f01f922aceda9fdc24a99967a2e103",
		/* an annotated tag whose peeled id is bad or absent */
		"  0fcf86750bab16d788cb91e53203d2d0a4b0b831 tag   refs/tags/v2",
		"  0fcf86750bab16d788cb91e53203d2d0a4b0b831 tag bc34c1924 commit refs/tags/v2",
		"  bc34c19248f01f922aceda9fdc24a99967a2e103 blob   refs/heads/main",
		"fatal: not a git repository (or any of the parent directories): .git",
	};
	RefLine r;
	char *copy;
	unsigned int i;
	int ret;

	begin("parse_ref: branches, current, remotes, tags peeled, tree/blob tags, notes, stash");
	check_ref_lines("for-each-ref", foreachref, want, LEN(want));
	end();
	begin("parse_ref: detached HEAD (no current branch)");
	check_ref_lines("detached", foreachref_detached, wantdet, LEN(wantdet));
	end();
	begin("parse_ref: SHA-256 (64 hex digits)");
	check_ref_lines("sha256", foreachref256, want256, LEN(want256));
	end();
	begin("parse_ref: garbage is -1");
	for (i = 0; i < LEN(bad); i++) {
		ret = parse_ref_exact(bad[i], strlen(bad[i]), &r, &copy);
		expect(ret == -1, "\"%s\": returned %d, want -1", show(bad[i], strlen(bad[i])), ret);
		free(copy);
	}
	end();
	begin("parse_ref: a line cut anywhere is -1 or the same ref");
	{
		const char *line = "* bc34c19248f01f922aceda9fdc24a99967a2e103 commit   refs/heads/main";
		size_t n = strlen(line), k;

		for (k = 0; k < n; k++) {
			ret = parse_ref_exact(line, k, &r, &copy);
			/* a cut inside the name is a shorter name: allowed;
			 * before the name, nothing is a ref */
			expect(ret == -1 || k > n - strlen("refs/heads/main"),
			       "cut at %zu: parsed as kind %d name %s", k, r.kind,
			       show(r.name.s, r.name.n));
			if (ret == 0 && k > n - 4)
				expect(r.kind == RefBranch && r.current &&
				       r.name.n == k - (n - 4), "cut at %zu: kind %d name %s",
				       k, r.kind, show(r.name.s, r.name.n));
			free(copy);
		}
	}
	end();
}

/* what the fuzzers found, kept as tests */
static void
test_fuzz_unquote(void)
{
	static const char q[] = "\"a\\\0b\"";  /* "a\<NUL>b" quoted */
	char out[16];

	begin("fuzz: parse_unquote with a NUL after a backslash stays in bounds");
	parse_unquote(q, sizeof(q) - 1, out, sizeof(out));
	expect(out[0] == 'a', "got '%s'", out);
	end();
}

static void
test_fuzz_score(void)
{
	static const char raw[] = ":100644 100644 1111111 2222222 R99999999999999\0a\0b\0";
	RawEntry e;

	begin("fuzz: a huge similarity score does not overflow");
	expect(parse_raw(raw, sizeof(raw) - 1, &e) > 0 && e.score >= 0 &&
	       e.status == 'R', "score %d", e.score);
	end();
}

static void
test_fuzz_pattern(void)
{
	Pattern p;
	char err[128];

	begin("fuzz: a pattern that repeats too much is refused, not compiled");
	expect(parse_pattern("msg:ab+++++++++++++++++++", &p, err, sizeof(err)) < 0, "accepted");
	expect(parse_pattern("(a{200}){200}", &p, err, sizeof(err)) < 0, "accepted braces");
	expect(parse_pattern("a{2,3}b+", &p, err, sizeof(err)) == 0, "refused a plain one: %s", err);
	end();
}


/* The blame parser, path unquoting, find patterns and the command lines
 * they become.
 *
 * The blame output was captured from a repository built with the names of
 * tests/lib/lib.sh (the second commit's author is Jane Doe), TZ=UTC, git 2.39:
 *
 *   A  1234567890 +0000  adds old.txt: one two three
 *   B  1234567950 -0730  git mv old.txt new.txt; one TWO three four
 *   C  1234568010 +0530  adds "ta<TAB>b" and "café.txt"
 *   D  1234568070 +0100  git mv café.txt né.txt; y z
 */

#define BL_A "d4cd04b50f6eba0ee99f7e9ce511b408f7102a0d"
#define BL_B "42b4cfadc793a13b5dbe61814f629b2adec03e87"
#define BL_C "c6d799493dbca40f370b7e91d9a08487e1cd2634"
#define BL_D "e1f08a6b35bad5d9b6f33e155aaf75459e228ca0"

/* git blame --incremental C -- new.txt: a rename (previous names
 * old.txt), a commit's second record without its author, and the root
 * commit, which blame marks boundary */
static const char blame_rename[] =
	BL_B " 2 2 1\n"
	"author Jane Doe\n"
	"author-mail <author@example.com>\n"
	"author-time 1234567950\n"
	"author-tz -0730\n"
	"committer C O Mitter\n"
	"committer-mail <committer@example.com>\n"
	"committer-time 1234567950\n"
	"committer-tz -0730\n"
	"summary B: rename, edit\n"
	"previous " BL_A " old.txt\n"
	"filename new.txt\n"
	BL_B " 4 4 1\n"
	"previous " BL_A " old.txt\n"
	"filename new.txt\n"
	BL_A " 1 1 1\n"
	"author A U Thor\n"
	"author-mail <author@example.com>\n"
	"author-time 1234567890\n"
	"author-tz +0000\n"
	"committer C O Mitter\n"
	"committer-mail <committer@example.com>\n"
	"committer-time 1234567890\n"
	"committer-tz +0000\n"
	"summary A: add old.txt\n"
	"boundary\n"
	"filename old.txt\n"
	BL_A " 3 3 1\n"
	"filename old.txt\n";

/* git blame --incremental B.. -- new.txt (at C): B is the boundary */
static const char blame_range[] =
	BL_B " 1 1 4\n"
	"author Jane Doe\n"
	"author-mail <author@example.com>\n"
	"author-time 1234567950\n"
	"author-tz -0730\n"
	"committer C O Mitter\n"
	"committer-mail <committer@example.com>\n"
	"committer-time 1234567950\n"
	"committer-tz -0730\n"
	"summary B: rename, edit\n"
	"boundary\n"
	"filename new.txt\n";

/* git blame --incremental -- "ta<TAB>b" (at C) */
static const char blame_tab[] =
	BL_C " 1 1 1\n"
	"author A U Thor\n"
	"author-mail <author@example.com>\n"
	"author-time 1234568010\n"
	"author-tz +0530\n"
	"committer C O Mitter\n"
	"committer-mail <committer@example.com>\n"
	"committer-time 1234568010\n"
	"committer-tz +0530\n"
	"summary C: odd names\n"
	"filename \"ta\\tb\"\n";

/* git blame --incremental D -- né.txt: a rename from café.txt, both
 * C-quoted, previous too */
static const char blame_utf8[] =
	BL_D " 2 2 1\n"
	"author A U Thor\n"
	"author-mail <author@example.com>\n"
	"author-time 1234568070\n"
	"author-tz +0100\n"
	"committer C O Mitter\n"
	"committer-mail <committer@example.com>\n"
	"committer-time 1234568070\n"
	"committer-tz +0100\n"
	"summary D: rename caf\303\251\n"
	"previous " BL_C " \"caf\\303\\251.txt\"\n"
	"filename \"n\\303\\251.txt\"\n"
	BL_C " 1 1 1\n"
	"author A U Thor\n"
	"author-mail <author@example.com>\n"
	"author-time 1234568010\n"
	"author-tz +0530\n"
	"committer C O Mitter\n"
	"committer-mail <committer@example.com>\n"
	"committer-time 1234568010\n"
	"committer-tz +0530\n"
	"summary C: odd names\n"
	"filename \"caf\\303\\251.txt\"\n";

#define BLMAX 8

/* git blame --incremental -C -C HEAD -- b.c, git 2.39, from a repository
 * where E (1234567890) adds b.c and a.c, F (1234567950) edits three
 * lines of a.c and line 2 of b.c, G (1234568010) moves those three lines
 * to b.c: F's lines come in two records, from a.c (with F's author)
 * and from b.c, each with its own previous */
#define BL_E "2a75646fd1699cc866c07cbf9f5bc93853abf8bc"
#define BL_F "ff13658539b60a125071a12eed47897a69219a05"
static const char blame_moved[] =
	BL_F " 2 2 3\n"
	"author A U Thor\n"
	"author-mail <author@example.com>\n"
	"author-time 1234567950\n"
	"author-tz +0000\n"
	"committer C O Mitter\n"
	"committer-mail <committer@example.com>\n"
	"committer-time 1234567950\n"
	"committer-tz +0000\n"
	"summary c2\n"
	"previous " BL_E " a.c\n"
	"filename a.c\n"
	BL_F " 2 5 1\n"
	"previous " BL_E " b.c\n"
	"filename b.c\n"
	BL_E " 1 1 1\n"
	"author A U Thor\n"
	"author-mail <author@example.com>\n"
	"author-time 1234567890\n"
	"author-tz +0000\n"
	"committer C O Mitter\n"
	"committer-mail <committer@example.com>\n"
	"committer-time 1234567890\n"
	"committer-tz +0000\n"
	"summary c1\n"
	"boundary\n"
	"filename b.c\n";

/* feed data a line at a time (without the newline, as buf_line gives
 * it); the complete records go to out; returns how many, or -1 when a
 * line of it was refused (bad is then its number) */
static int
blame_feed(const char *data, BlameRec *out, int max, int *bad)
{
	BlameParse bp;
	const char *s = data, *nl;
	int n = 0, r, line = 0;

	memset(&bp, 0, sizeof(bp));
	*bad = -1;
	for (; *s; s = nl + 1, line++) {
		nl = strchr(s, '\n');
		if (!nl)
			nl = s + strlen(s);
		r = parse_blame_line(&bp, s, nl - s);
		if (r < 0) {
			*bad = line;
			return -1;
		}
		if (r == 1 && n < max)
			out[n++] = bp.rec;
		if (!*nl)
			break;
	}
	return bp.inrec ? -2 : n;
}

/* one record against what git printed */
static void
blame_expect(const char *what, const BlameRec *r, const char *hex, long orig,
             long final, long count, int hasauthor, const char *author,
             long long atime, int atz, const char *summary, int boundary,
             const char *prevhex, const char *prevpath, const char *filename)
{
	expect(!strcmp(r->hex, hex), "%s: hex %s, want %s", what, r->hex, hex);
	expect(r->orig == orig && r->final == final && r->count == count,
	       "%s: lines %ld %ld %ld, want %ld %ld %ld", what, r->orig, r->final,
	       r->count, orig, final, count);
	expect(r->hasauthor == hasauthor, "%s: hasauthor %d, want %d", what,
	       r->hasauthor, hasauthor);
	if (hasauthor) {
		expect(!strcmp(r->author, author), "%s: author \"%s\", want \"%s\"",
		       what, show(r->author, strlen(r->author)), author);
		expect(r->atime == atime, "%s: author-time %lld, want %lld", what,
		       r->atime, atime);
		expect(r->atz == atz, "%s: author-tz %d minutes, want %d", what,
		       r->atz, atz);
		expect(!strcmp(r->summary, summary), "%s: summary \"%s\", want \"%s\"",
		       what, show(r->summary, strlen(r->summary)),
		       show(summary, strlen(summary)));
	}
	expect(!!r->boundary == boundary, "%s: boundary %d, want %d", what,
	       r->boundary, boundary);
	expect(!strcmp(r->prevhex, prevhex), "%s: previous \"%s\", want \"%s\"",
	       what, r->prevhex, prevhex);
	if (prevhex[0])
		expect(!strcmp(r->prevpath, prevpath),
		       "%s: previous path \"%s\", want \"%s\"", what,
		       show(r->prevpath, strlen(r->prevpath)),
		       show(prevpath, strlen(prevpath)));
	expect(!strcmp(r->filename, filename), "%s: filename \"%s\", want \"%s\"",
	       what, show(r->filename, strlen(r->filename)),
	       show(filename, strlen(filename)));
}

static void
test_blame_records(void)
{
	BlameRec rec[BLMAX];
	int n, bad;

	begin("blame: a rename, a second record, the root as boundary");
	n = blame_feed(blame_rename, rec, BLMAX, &bad);
	if (expect(n == 4, "%d records (line %d refused), want 4", n, bad)) {
		blame_expect("B first", &rec[0], BL_B, 2, 2, 1, 1, "Jane Doe",
		             1234567950LL, -450, "B: rename, edit", 0, BL_A, "old.txt",
		             "new.txt");
		blame_expect("B again", &rec[1], BL_B, 4, 4, 1, 0, "", 0, 0, "", 0,
		             BL_A, "old.txt", "new.txt");
		blame_expect("A first", &rec[2], BL_A, 1, 1, 1, 1, "A U Thor",
		             1234567890LL, 0, "A: add old.txt", 1, "", "", "old.txt");
		blame_expect("A again", &rec[3], BL_A, 3, 3, 1, 0, "", 0, 0, "", 0, "",
		             "", "old.txt");
	}
	end();

	begin("blame: a revision range's boundary");
	n = blame_feed(blame_range, rec, BLMAX, &bad);
	if (expect(n == 1, "%d records (line %d refused), want 1", n, bad))
		blame_expect("B", &rec[0], BL_B, 1, 1, 4, 1, "Jane Doe", 1234567950LL,
		             -450, "B: rename, edit", 1, "", "", "new.txt");
	end();

	begin("blame: a C-quoted filename with a tab, zone +0530");
	n = blame_feed(blame_tab, rec, BLMAX, &bad);
	if (expect(n == 1, "%d records (line %d refused), want 1", n, bad))
		blame_expect("C", &rec[0], BL_C, 1, 1, 1, 1, "A U Thor", 1234568010LL,
		             330, "C: odd names", 0, "", "", "ta\tb");
	end();

	begin("blame: UTF-8 names C-quoted in filename and previous");
	n = blame_feed(blame_utf8, rec, BLMAX, &bad);
	if (expect(n == 2, "%d records (line %d refused), want 2", n, bad)) {
		blame_expect("D", &rec[0], BL_D, 2, 2, 1, 1, "A U Thor", 1234568070LL,
		             60, "D: rename caf\303\251", 0, BL_C, "caf\303\251.txt",
		             "n\303\251.txt");
		blame_expect("C", &rec[1], BL_C, 1, 1, 1, 1, "A U Thor", 1234568010LL,
		             330, "C: odd names", 0, "", "", "caf\303\251.txt");
	}
	end();

	begin("blame -C -C: lines moved from another file, one commit in two files");
	n = blame_feed(blame_moved, rec, BLMAX, &bad);
	if (expect(n == 3, "%d records (line %d refused), want 3", n, bad)) {
		blame_expect("F in a.c", &rec[0], BL_F, 2, 2, 3, 1, "A U Thor",
		             1234567950LL, 0, "c2", 0, BL_E, "a.c", "a.c");
		blame_expect("F in b.c", &rec[1], BL_F, 2, 5, 1, 0, "", 0, 0, "", 0,
		             BL_E, "b.c", "b.c");
		blame_expect("E", &rec[2], BL_E, 1, 1, 1, 1, "A U Thor", 1234567890LL,
		             0, "c1", 1, "", "", "b.c");
	}
	end();
}

/* a line outside a record that does not start one */
static int
blame_one(BlameParse *bp, const char *s)
{
	return parse_blame_line(bp, s, strlen(s));
}

static void
test_blame_garbage(void)
{
	static const char *const bad[] = {
		"",
		"hello world",
		"filename new.txt",
		"author A U Thor",
		"boundary",
		BL_B,                     /* no numbers */
		BL_B " 2 2",              /* two */
		BL_B " x 2 1",
		BL_B " 2 2 -1",
		BL_B "2 2 1",             /* no space */
		"42b4cfadc793a13b5dbe61814f629b2adec03e8 2 2 1",  /* 39 digits */
		"42b4cfadc793a13b5dbe61814f629b2adec03e87a 2 2 1",/* 41 */
		"fatal: no such path 'x' in HEAD",
	};
	BlameParse bp;
	unsigned int i;
	int r;
	char big[3000];

	begin("blame: lines outside a record that start none are refused");
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		memset(&bp, 0, sizeof(bp));
		r = blame_one(&bp, bad[i]);
		expect(r == -1 && !bp.inrec, "\"%s\" gave %d (inrec %d), want -1",
		       show(bad[i], strlen(bad[i])), r, bp.inrec);
	}
	/* after a complete record, garbage is refused again; a new header
	 * starts a fresh record (nothing of the last one kept) */
	memset(&bp, 0, sizeof(bp));
	expect(blame_one(&bp, BL_B " 2 2 1") == 0, "header");
	expect(blame_one(&bp, "author Jane Doe") == 0, "author");
	expect(blame_one(&bp, "summary s") == 0, "summary");
	expect(blame_one(&bp, "boundary") == 0, "boundary");
	expect(blame_one(&bp, "previous " BL_A " old.txt") == 0, "previous");
	expect(blame_one(&bp, "filename new.txt") == 1, "filename ends it");
	expect(blame_one(&bp, "summary stray") == -1, "a stray key after the record");
	expect(blame_one(&bp, "garbage") == -1, "garbage after the record");
	expect(blame_one(&bp, BL_A " 7 9 3") == 0, "the next header");
	expect(blame_one(&bp, "filename x") == 1, "the next filename");
	expect(!strcmp(bp.rec.hex, BL_A) && bp.rec.orig == 7 && bp.rec.final == 9 &&
	       bp.rec.count == 3, "next record: %s %ld %ld %ld", bp.rec.hex,
	       bp.rec.orig, bp.rec.final, bp.rec.count);
	expect(!bp.rec.hasauthor && !bp.rec.boundary && !bp.rec.prevhex[0] &&
	       !bp.rec.summary[0], "the last record's fields leaked into the next");
	/* SHA-256 ids */
	memset(&bp, 0, sizeof(bp));
	expect(blame_one(&bp, "4b5cc352acb8b62219423d3ff5a81853318a50bcaf49eb02f8f10ef9d38ae5fc 1 1 1") == 0,
	       "a 64-digit header");
	expect(blame_one(&bp, "previous 0129d55c77ed8e89b8d98c2b99a342f688e8b97366afa38d4e833d4dafed8dbf a b") == 0,
	       "a 64-digit previous");
	expect(blame_one(&bp, "filename a b") == 1, "filename with a space");
	expect(strlen(bp.rec.hex) == 64 && strlen(bp.rec.prevhex) == 64 &&
	       !strcmp(bp.rec.prevpath, "a b") && !strcmp(bp.rec.filename, "a b"),
	       "SHA-256 record: %s %s \"%s\" \"%s\"", bp.rec.hex, bp.rec.prevhex,
	       bp.rec.prevpath, bp.rec.filename);
	/* fields longer than the record holds are cut, NUL-terminated;
	 * the path is whole, of any length */
	memset(&bp, 0, sizeof(bp));
	memset(big, 'x', sizeof(big) - 1);
	big[sizeof(big) - 1] = '\0';
	memcpy(big, "author ", 7);
	expect(blame_one(&bp, BL_B " 1 1 1") == 0, "header");
	expect(blame_one(&bp, big) == 0, "a long author");
	memcpy(big, "summary ", 8);
	expect(blame_one(&bp, big) == 0, "a long summary");
	memcpy(big, "filename", 8);
	big[8] = ' ';
	expect(blame_one(&bp, big) == 1, "a long filename");
	expect(strlen(bp.rec.author) == sizeof(bp.rec.author) - 1 &&
	       strlen(bp.rec.summary) == sizeof(bp.rec.summary) - 1 &&
	       strlen(bp.rec.filename) == sizeof(big) - 1 - 9,  /* a path: whole */
	       "cut to %zu %zu %zu", strlen(bp.rec.author), strlen(bp.rec.summary),
	       strlen(bp.rec.filename));
	end();
}

/* git blame --porcelain -L N,N REV -- PATH (o), git 2.39, from the
 * fixture of tests/x/origin.sh: f.txt's line 3 changed in c2 (previous:
 * the root c1), line 4 came with the file in the root (boundary, no
 * previous), g.txt's line 10 of the side branch of a merge */
#define OG_C1 "6b491aa1fabade14ccb504ab764b164cc2eb80a9"
#define OG_C2 "f151bcf1d1544bd3fce867e6563c42791223d2bc"
#define OG_C3 "a60846940034d53f6effb01db2e2cb2b44100989"
#define OG_S1 "2b63083097fa044cda3a289a6c4a97a5c78ba623"
#define OG_DETAILS(time, summary) \
	"author A U Thor\nauthor-mail <author@example.com>\nauthor-time " time "\n" \
	"author-tz +0000\ncommitter C O Mitter\ncommitter-mail <committer@example.com>\n" \
	"committer-time " time "\ncommitter-tz +0000\nsummary " summary "\n"
static const char og_line3[] = OG_C2 " 3 3 1\n" OG_DETAILS("1700000120", "og: c2 line 3")
	"previous " OG_C1 " f.txt\nfilename f.txt\n\tL3\n";
static const char og_line4[] = OG_C1 " 4 4 1\n" OG_DETAILS("1700000060", "og: c1 adds f.txt")
	"boundary\nfilename f.txt\n\tl4\n";
static const char og_side[] = OG_S1 " 10 10 1\n" OG_DETAILS("1700000240", "og: s1 lines 8 and 9")
	"previous " OG_C3 " g.txt\nfilename g.txt\n\tS9\n";

static void
test_blame_porcelain(void)
{
	BlameRec r;
	char cut[sizeof(og_line3)];
	size_t n;
	long nos[3];

	begin("blame --porcelain: the first record, with and without previous");
	if (expect(parse_blame_porcelain(og_line3, strlen(og_line3), &r) == 0, "line 3 refused"))
		blame_expect("c2", &r, OG_C2, 3, 3, 1, 1, "A U Thor", 1700000120LL, 0,
		             "og: c2 line 3", 0, OG_C1, "f.txt", "f.txt");
	if (expect(parse_blame_porcelain(og_line4, strlen(og_line4), &r) == 0, "line 4 refused"))
		blame_expect("c1", &r, OG_C1, 4, 4, 1, 1, "A U Thor", 1700000060LL, 0,
		             "og: c1 adds f.txt", 1, "", "", "f.txt");
	if (expect(parse_blame_porcelain(og_side, strlen(og_side), &r) == 0, "side refused"))
		blame_expect("s1", &r, OG_S1, 10, 10, 1, 1, "A U Thor", 1700000240LL, 0,
		             "og: s1 lines 8 and 9", 0, OG_C3, "g.txt", "g.txt");
	/* every cut short of the blamed line's newline is not a record */
	for (n = 0; n < strlen(og_line3); n++) {
		memcpy(cut, og_line3, n);
		cut[n] = '\0';
		expect(parse_blame_porcelain(cut, n, &r) == -1, "cut at %zu taken", n);
	}
	expect(parse_blame_porcelain("fatal: file f.txt has only 10 lines\n", 36, &r) == -1,
	       "git's error taken");
	expect(parse_blame_porcelain(OG_C1 " 4 4 1\nfilename f.txt\nl4\n", 63, &r) == -1,
	       "a blamed line without its tab taken");
	end();

	begin("hunk headers: two-way and combined");
	expect(parse_hunkcols("@@ -2,8 +2,9 @@ l1", 17, 1, nos) == 0 && nos[0] == 2 &&
	       nos[1] == 2, "two-way: %ld %ld", nos[0], nos[1]);
	expect(parse_hunkcols("@@@ -6,6 -6,6 +6,6 @@@ L", 24, 2, nos) == 0 && nos[0] == 6 &&
	       nos[1] == 6 && nos[2] == 6, "combined: %ld %ld %ld", nos[0], nos[1], nos[2]);
	expect(parse_hunkcols("@@ -0,0 +1 @@", 13, 1, nos) == 0 && nos[0] == 0 && nos[1] == 1,
	       "a new file's: %ld %ld", nos[0], nos[1]);
	expect(parse_hunkcols("@@@ -6,6 -6,6 +6,6 @@@", 22, 1, nos) == -1, "three @ as two taken");
	expect(parse_hunkcols("@@ -6,6 -6,6 +6,6 @@", 20, 1, nos) == -1, "two minus as one taken");
	expect(parse_hunkcols("@@ -6,x +6 @@", 13, 1, nos) == -1, "a bad count taken");
	expect(parse_hunkcols("@@ -6 +6", 8, 1, nos) == -1, "no closing @@ taken");
	end();
}

static void
unq_expect(const char *in, size_t cap, const char *want, size_t wantn)
{
	char out[256];
	size_t n;

	memset(out, 0x55, sizeof(out));
	n = parse_unquote(in, strlen(in), out, cap);
	expect(n == wantn && !memcmp(out, want, wantn) && out[n] == '\0',
	       "%s (cap %zu) gave \"%s\" (%zu), want \"%s\" (%zu)", show(in, strlen(in)),
	       cap, show(out, n < sizeof(out) ? n : 0), n, show(want, wantn), wantn);
}

static void
test_unquote(void)
{
	char out[8];

	begin("parse_unquote: C escapes, octal, passthrough, the cap");
	unq_expect("\"a\\tb\"", 64, "a\tb", 3);
	unq_expect("\"caf\\303\\251.txt\"", 64, "caf\303\251.txt", 9);
	unq_expect("\"\\a\\b\\f\\n\\r\\v\\t\"", 64, "\a\b\f\n\r\v\t", 7);
	unq_expect("\"say \\\"hi\\\" \\\\o/\"", 64, "say \"hi\" \\o/", 12);
	unq_expect("\"\\1\\12\\101x\"", 64, "\001\012Ax", 4);
	unq_expect("\"\\303\"", 64, "\303", 1);
	unq_expect("\"\"", 64, "", 0);
	/* not quoted: as it is, spaces, backslashes and UTF-8 too */
	unq_expect("plain name.txt", 64, "plain name.txt", 14);
	unq_expect("a\\tb", 64, "a\\tb", 4);
	unq_expect("caf\303\251", 64, "caf\303\251", 5);
	unq_expect("\"", 64, "\"", 1);
	unq_expect("\"half", 64, "\"half", 5);
	/* the cap: at most cap - 1 bytes and a NUL */
	unq_expect("\"abcdef\"", 4, "abc", 3);
	unq_expect("abcdef", 4, "abc", 3);
	unq_expect("\"a\\303\\251b\"", 3, "a\303", 2);
	unq_expect("\"abc\"", 1, "", 0);
	memset(out, 0x55, sizeof(out));
	expect(parse_unquote("\"abc\"", 5, out, 0) == 0 && out[0] == 0x55,
	       "cap 0 wrote into the buffer");
	end();
}

/* pattern s parses to field, icase, text */
static void
pat_expect(const char *s, int field, int icase, const char *text)
{
	char err[256];
	Pattern p;
	int r;

	err[0] = '\0';
	r = parse_pattern(s, &p, err, sizeof(err));
	expect(r == 0, "\"%s\" refused: %s", s, err);
	if (r == 0)
		expect(p.field == field && p.icase == icase && !strcmp(p.text, text),
		       "\"%s\": field %d icase %d text \"%s\", want %d %d \"%s\"", s,
		       p.field, p.icase, p.text, field, icase, text);
}

static void
pat_refused(const char *s)
{
	char err[256];
	Pattern p;
	int r;

	err[0] = '\0';
	r = parse_pattern(s, &p, err, sizeof(err));
	expect(r == -1 && err[0] != '\0', "\"%s\" gave %d, message \"%s\"; want -1 and a message",
	       s, r, err);
}

static void
test_pattern(void)
{
	begin("parse_pattern: prefixes, smart case");
	pat_expect("word", FieldAny, 1, "word");
	pat_expect("Word", FieldAny, 0, "Word");
	pat_expect("fix(es)?|bug", FieldAny, 1, "fix(es)?|bug");
	pat_expect("msg:fix", FieldMsg, 1, "fix");
	pat_expect("msg:Fix", FieldMsg, 0, "Fix");
	pat_expect("author:jane", FieldAuthor, 1, "jane");
	pat_expect("author:Jane Doe", FieldAuthor, 0, "Jane Doe");
	pat_expect("committer:c o mitter", FieldCommitter, 1, "c o mitter");
	pat_expect("sha:abc123", FieldSha, 1, "abc123");
	pat_expect("sha:ABC123", FieldSha, 0, "ABC123");
	pat_expect("path:sub/dir", FieldPath, 1, "sub/dir");
	pat_expect("path:a(b", FieldPath, 1, "a(b");   /* a path, not a regex */
	pat_expect("adds:foo(", FieldAdds, 1, "foo("); /* -S takes a string */
	pat_expect("adds:Foo", FieldAdds, 0, "Foo");
	pat_expect("changes:fo+", FieldChanges, 1, "fo+");
	/* no known prefix: the whole text is the pattern */
	pat_expect("foo:bar", FieldAny, 1, "foo:bar");
	pat_expect("http://x", FieldAny, 1, "http://x");
	/* upper case anywhere turns case folding off; non-letters do not */
	pat_expect("abc-123_[0-9]", FieldAny, 1, "abc-123_[0-9]");
	pat_expect("abcD", FieldAny, 0, "abcD");
	end();

	begin("parse_pattern: invalid, empty, non-hex sha: refused with a message");
	pat_refused("");
	pat_refused("(");
	pat_refused("a[b");
	pat_refused("x{2,1}");
	pat_refused("msg:");
	pat_refused("msg:(");
	pat_refused("author:[");
	pat_refused("committer:(");
	pat_refused("changes:(");
	pat_refused("sha:");
	pat_refused("sha:xyz");
	pat_refused("sha:12 34");
	pat_refused("sha:abcg");
	pat_refused("path:");
	pat_refused("adds:");
	end();
}

/* the command k of n as one string, words separated by '|' */
static const char *
cmdstr(const char **cmd)
{
	static char out[4][2048];
	static int k;
	char *o = out[k = (k + 1) % 4];
	size_t n = 0;
	int i;

	o[0] = '\0';
	for (i = 0; cmd[i] && i < PATTERNARGS + 64; i++)
		n += snprintf(o + n, sizeof(out[0]) - n, "%s%s", i ? "|" : "", cmd[i]);
	return o;
}

/* pattern s in the view of user args, the first nrev before the paths,
 * read by git log when log, gives the command want of kind */
static void
cmd_view(const char *s, const char *const *user, int nuser, int nrev, int log,
         const char *want, int kind)
{
	const char *cmd[PATTERNARGS + 64];
	char buf[4096], err[256];
	ViewArgs v;
	Pattern p;
	int n;

	v.user = user, v.nuser = nuser, v.nrev = nrev, v.log = log;
	cmd[0] = NULL;
	if (!expect(parse_pattern(s, &p, err, sizeof(err)) == 0, "\"%s\": %s", s, err))
		return;
	n = parse_pattern_cmd(&p, &v, cmd, buf, sizeof(buf));
	if (!expect(n == kind, "\"%s\": kind %d, want %d", s, n, kind))
		return;
	expect(!strcmp(cmdstr(cmd), want), "\"%s\":\n    got  %s\n    want %s", s, cmdstr(cmd), want);
}

/* the same in a view of options and revisions alone, read by rev-list */
static void
cmd_expect(const char *s, const char *const *user, int nuser, const char *want, int kind)
{
	cmd_view(s, user, nuser, nuser, 0, want, kind);
}

#define RECREV "git|rev-list|--no-show-signature|--encoding=UTF-8|"
#define RECANY "--format=%H%x00%an <%ae>%x00%cn <%ce>%x00%B%x00"
#define LOGIDS "git|log|--no-color|--no-show-signature|--no-ext-diff|--no-textconv|--format=%H"

static void
test_pattern_cmds(void)
{
	static const char *const none[] = { NULL };
	static const char *const user[] = { "--all", "--since=2 weeks", "^v1.0" };
	static const char *const userpath[] = { "--first-parent", "--", "src", "a b" };
	static const char *const odd[] = { "-- x", "--grep=user's", "" };
	static const char *const bare[] = { "--all", "src/" };
	static const char *const follow[] = { "--follow", "--", "a.c" };
	static const ViewArgs uv = { user, 3, 3, 0, NULL, 0, NULL };
	const char *cmd[PATTERNARGS + 64];
	char buf[64], err[256];
	Pattern p;
	int k;

	begin("parse_pattern_cmd: a bare pattern, message, author, committer: one git, every commit");
	cmd_expect("fix", none, 0, RECREV RECANY "|--default|HEAD", PatRecords);
	cmd_expect("Fix", user, 3, RECREV RECANY "|--default|HEAD|--all|--since=2 weeks|^v1.0",
	           PatRecords);
	cmd_expect("msg:a|b", user, 3, RECREV "--format=%H%x00%x00%x00%B%x00|--default|HEAD|--all|"
	           "--since=2 weeks|^v1.0", PatRecords);
	cmd_expect("author:Jane", none, 0, RECREV "--format=%H%x00%an <%ae>%x00%x00%x00|--default|HEAD",
	           PatRecords);
	cmd_expect("committer:mitter", none, 0,
	           RECREV "--format=%H%x00%x00%cn <%ce>%x00%x00|--default|HEAD", PatRecords);
	cmd_expect("msg:q", odd, 3, RECREV "--format=%H%x00%x00%x00%B%x00|--default|HEAD|-- x|"
	           "--grep=user's|", PatRecords);
	/* a view of git log's options: git log finds in it */
	cmd_view("msg:x", follow, 3, 1, LogOnly | LogFollow,
	         "git|log|--no-color|--no-show-signature|--no-ext-diff|--no-textconv|--encoding=UTF-8|"
	         "--format=%H%x00%x00%x00%B%x00|--default|HEAD|--follow|--|a.c", PatRecords);
	end();

	begin("parse_pattern_cmd: path:, adds:, changes: searched by git");
	cmd_expect("adds:needle", user, 3, LOGIDS "|--default|HEAD|-Sneedle|--regexp-ignore-case|--all|"
	           "--since=2 weeks|^v1.0", PatIds);
	cmd_expect("adds:Needle", none, 0, LOGIDS "|--default|HEAD|-SNeedle", PatIds);
	cmd_expect("changes:fo+", none, 0, LOGIDS "|--default|HEAD|-Gfo+|--extended-regexp|"
	           "--regexp-ignore-case", PatIds);
	cmd_expect("path:sub/dir", user, 3, "git|rev-list|--default|HEAD|--all|--since=2 weeks|^v1.0|"
	           "--|sub/dir", PatIds);
	cmd_expect("path:x", none, 0, "git|rev-list|--default|HEAD|--|x", PatIds);
	/* the view's own paths would be ORed with docs: left out */
	cmd_view("path:docs", userpath, 4, 1, 0, "git|rev-list|--default|HEAD|--first-parent|--|docs",
	         PatIds);
	/* gitview src/: a path with no "--" before it */
	cmd_view("path:docs", bare, 2, 1, 0, "git|rev-list|--default|HEAD|--all|--|docs", PatIds);
	{
		/* a line history: -L cannot be given a pathspec, its revisions can */
		static const char *const lines[] = {
			"--first-parent", "-L1,3:a.c", "-L", "5,6:b.c", "abc"
		};
		cmd_view("path:docs", lines, 5, 5, LogOnly | LogLines, LOGIDS
		         "|--default|HEAD|--first-parent|abc|--|docs", PatIds);
	}
	end();

	begin("parse_pattern_cmd: sha: none; a small buffer refused");
	expect(parse_pattern("sha:abc", &p, err, sizeof(err)) == 0, "sha:abc: %s", err);
	k = parse_pattern_cmd(&p, &uv, cmd, buf, sizeof(buf));
	expect(k == PatNone, "sha: gave %d, want PatNone", k);
	expect(parse_pattern("adds:a-pattern-much-longer-than-the-buffer-it-is-written-into-by-far",
	                    &p, err, sizeof(err)) == 0, "long: %s", err);
	k = parse_pattern_cmd(&p, &uv, cmd, buf, 16);
	expect(k == -1, "a 16-byte buffer gave %d, want -1", k);
	end();
}

/* git rev-list --format='%H%x00%an <%ae>%x00%cn <%ce>%x00%B%x00' of two
 * commits, the second with a message of two paragraphs; then what git log
 * prints (no "commit" line) */
static const char findrecs[] =
	"commit 1111111111111111111111111111111111111111\n"
	"1111111111111111111111111111111111111111\0A U Thor <a@example.com>\0"
	"C O Mitter <c@example.com>\0one\n\0\n"
	"commit 2222222222222222222222222222222222222222\n"
	"2222222222222222222222222222222222222222\0Jane <j@example.com>\0Jane <j@example.com>\0"
	"two\n\nthe body\n\0\n"
	"3333333333333333333333333333333333333333\0\0\0three\n\0\n";

static void
test_findrec(void)
{
	static const char *const want[][4] = {
		{ "1111111111111111111111111111111111111111", "A U Thor <a@example.com>",
		  "C O Mitter <c@example.com>", "one\n" },
		{ "2222222222222222222222222222222222222222", "Jane <j@example.com>",
		  "Jane <j@example.com>", "two\n\nthe body\n" },
		{ "3333333333333333333333333333333333333333", "", "", "three\n" },
	};
	char s[sizeof(findrecs)];
	size_t off, cut;
	FindRec r;
	long n;
	int k;

	begin("parse_findrec: rev-list's and log's records, whole and cut anywhere");
	for (cut = 0; cut < sizeof(findrecs); cut++) {
		memcpy(s, findrecs, sizeof(findrecs));
		for (off = 0, k = 0; k < 3; k++, off += n) {
			/* first what has come by the cut, then the rest */
			n = parse_findrec(s + off, cut > off ? cut - off : 0, 20, &r);
			if (n == 0)
				n = parse_findrec(s + off, sizeof(findrecs) - 1 - off, 20, &r);
			else
				expect(off + n <= cut, "cut %zu: record %d read past the cut", cut, k);
			if (!expect(n > 0, "cut %zu: record %d: %ld", cut, k, n))
				break;
			expect(!strncmp(r.hex, want[k][0], 40) && !strcmp(r.author, want[k][1]) &&
			       !strcmp(r.committer, want[k][2]) && !strcmp(r.msg, want[k][3]),
			       "cut %zu: record %d: %.40s \"%s\" \"%s\" \"%s\"", cut, k, r.hex, r.author,
			       r.committer, r.msg);
		}
	}
	{
		static const char bad[] = "commit 12\n12\0a\0c\0m\0\n";

		memcpy(s, bad, sizeof(bad));
		n = parse_findrec(s, sizeof(bad) - 1, 20, &r);
		expect(n == -19, "a short id: %ld, want -19 (skipped)", n);
	}
	end();
}

static void
batch_init(void)
{
	memcpy(batch, batch1, sizeof(batch1) - 1);
	memcpy(batch + sizeof(batch1) - 1, batch2, sizeof(batch2));
	batchlen = sizeof(batch1) + sizeof(batch2) - 2;
}

/* git range-diff --no-color v4...v5 of a two-commit series whose first
 * commit was amended (message and content), and v1...v2 of series with
 * commits on one side only: each line, then its kind */
static const struct {
	const char *line;
	int kind;
} rangediff[] = {
	{ "1:  4b6d163 ! 1:  13d6ee5 two: numbers", PatchFile },
	{ "    @@ Metadata", PatchHunk },
	{ "     Author: Seed 65478016 maintainers <maintainers@users.noreply.a-seed-65478016.example>", PatchContext },
	{ "     ", PatchContext },
	{ "      ## Commit message ##", PatchMeta },
	{ "    -    two: numbers", PatchDel },
	{ "    +    two: numbers, and more", PatchAdd },
	{ "     ", PatchContext },
	{ "      ## g (new) ##", PatchMeta },
	{ "     @@", PatchContext },
	{ "    @@ g (new)", PatchHunk },
	{ "     +8", PatchContext },
	{ "     +10", PatchContext },
	{ "    ++more", PatchAdd },
	{ "    -+5", PatchDel },
	{ "2:  95c081b = 2:  7c49f07 three", PatchFile },
	{ "-:  ------- > 1:  2ef6f4b other", PatchAdd },
	{ "2:  6eccb94 < -:  ------- two", PatchDel },
	{ "3:  6eccb94", PatchText },  /* not a line git writes: half a pair */
	{ "10:  6eccb94 = 10:  7f78908 ten", PatchFile },
	/* git range-diff --no-color v1...v2 of a series of twelve (commit 7
	 * changed, 4 dropped, one added at the end): git pads the numbers to
	 * the width of the longest */
	{ " 1:  5eeb2b5 =  1:  66fe8d8 s: commit 1", PatchFile },
	{ " 3:  b6ac8e8 =  3:  9d93158 s: commit 3", PatchFile },
	{ " 4:  af02e29 <  -:  ------- s: commit 4", PatchDel },
	{ " 5:  e6b2191 =  4:  e40df43 s: commit 5", PatchFile },
	{ " 7:  5c4cc40 !  6:  aa36551 s: commit 7", PatchFile },
	{ "    @@ f7.txt (new)", PatchHunk },
	{ "     +7", PatchContext },
	{ "    ++changed", PatchAdd },
	{ " 9:  b52aaca =  8:  cae5f81 s: commit 9", PatchFile },
	{ "10:  3486730 =  9:  9adb477 s: commit 10", PatchFile },
	{ "12:  4cf4525 = 11:  965f106 s: commit 12", PatchFile },
	{ " -:  ------- > 12:  6b62ad9 s: added", PatchAdd },
	/* the same with core.abbrev=12 */
	{ " 1:  5eeb2b5fb9ea =  1:  66fe8d860978 s: commit 1", PatchFile },
	{ " 4:  af02e291a085 <  -:  ------------ s: commit 4", PatchDel },
	/* a series of 101: three digits */
	{ "  1:  64f8afd <   -:  ------- t 1", PatchDel },
	{ "  2:  e4ecac2 =   1:  10e2060 t 2", PatchFile },
	{ " 99:  a4f43a8 =  98:  ffb2a41 t 99", PatchFile },
	{ "101:  c2bd032 = 100:  07c1e4b t 101", PatchFile },
	{ "  -:  ------- > 101:  d718d59 t new", PatchAdd },
	/* not pair lines: the sides' widths differ, a quoted message line */
	{ " 1:  5eeb2b5 = 1:  66fe8d8 s", PatchText },
	{ "         1:  5eeb2b5 = 1:  66fe8d8 s", PatchContext },
	{ "    -:  ------- > 1:  6b62ad9 x", PatchDel },
	{ "", PatchText },
	{ "warning: something", PatchText },
	{ "    ", PatchText },
};

static void
test_range_lines(void)
{
	unsigned int i;
	int k;

	begin("parse_range_line: pair lines head a commit's part, one side's are removed or added, the outer sign colours the rest");
	for (i = 0; i < LEN(rangediff); i++) {
		k = parse_range_line(rangediff[i].line, strlen(rangediff[i].line));
		expect(k == rangediff[i].kind, "\"%s\": kind %d, want %d",
		       show(rangediff[i].line, strlen(rangediff[i].line)), k, rangediff[i].kind);
	}
	end();
}

/* the hex words parse_hexword finds in s, as "word,word" */
static const char *
hexwords(const char *s)
{
	static char out[512];
	size_t at = 0, len, n = strlen(s), o = 0;

	out[0] = '\0';
	while ((len = parse_hexword(s, n, &at)) > 0) {
		o += snprintf(out + o, sizeof(out) - o, "%s%.*s", o ? "," : "", (int)len, s + at);
		at += len;
	}
	expect(at == n, "\"%s\": ends at %zu, not at the end %zu", show(s, n), at, n);
	return out;
}

static void
test_hexwords(void)
{
	static const struct {
		const char *in, *want;
	} cases[] = {
		{ "Reverts 1a2b3c4, as 5d6e7f8a9 said.", "1a2b3c4,5d6e7f8a9" },
		{ "short abc123 is not one; abcdef0 is", "abcdef0" },
		{ "(e8f1326c1)", "e8f1326c1" },
		{ "commit e8f1326c1b4be552892f33af57d50b9051d69b6f", "e8f1326c1b4be552892f33af57d50b9051d69b6f" },
		{ "CAFE1234 upper case too", "CAFE1234" },
		{ "g1234567 x1234567a 1234567g 1234567_8", "" },
		{ "deadbeef/cafebabe-1234567", "deadbeef,cafebabe,1234567" },
		{ "\xc3\xa9" "abcdef01\xc3\xa9", "abcdef01" },
		{ "v1.2.3 and 2009-02-13 and 12345678", "12345678" },
		{ "", "" },
		{ "0123456789012345678901234567890123456789012345678901234567890123", "0123456789012345678901234567890123456789012345678901234567890123" },
		{ "01234567890123456789012345678901234567890123456789012345678901234", "" },
	};
	unsigned int i;
	const char *got;

	begin("parse_hexword: words of 7 to 64 hex digits, a word on its own");
	for (i = 0; i < LEN(cases); i++) {
		got = hexwords(cases[i].in);
		expect(!strcmp(got, cases[i].want), "\"%s\": \"%s\", want \"%s\"",
		       show(cases[i].in, strlen(cases[i].in)), got, cases[i].want);
	}
	end();
}

/* git log -L :add:f.c (logargv's format) of three commits, the last a
 * root; and -L 2,2 of a file with a tab in its name that began as
 * "old name.c" (git 2.39) */
static const char linelog1[] =
	"\001>e0839a6154f15b2523f6c54a4ae65a238294e564 34c95f02984fb38333b11d3a9d877519efcf7fe4\n"
	"\n"
	"diff --git a/f.c b/f.c\n"
	"--- a/f.c\n"
	"+++ b/f.c\n"
	"@@ -2,4 +2,4 @@\n"
	"-int add(int a, int b)\n"
	"+long add(long a, long b)\n"
	" {\n"
	"-\treturn b + a;\n"
	"+\treturn a + b + 0;\n"
	" }\n"
	"\001>34c95f02984fb38333b11d3a9d877519efcf7fe4 223d796598322f4bfe21678987e5a9c3354e0b53\n"
	"\n"
	"diff --git a/f.c b/f.c\n"
	"--- a/f.c\n"
	"+++ b/f.c\n"
	"@@ -2,4 +2,4 @@\n"
	" int add(int a, int b)\n"
	" {\n"
	"-\treturn a + b;\n"
	"+\treturn b + a;\n"
	" }\n"
	"\001>223d796598322f4bfe21678987e5a9c3354e0b53 \n"
	"\n"
	"diff --git a/f.c b/f.c\n"
	"--- /dev/null\n"
	"+++ b/f.c\n"
	"@@ -0,0 +2,4 @@\n"
	"+int add(int a, int b)\n"
	"+{\n"
	"+\treturn a + b;\n"
	"+}\n";
static const char linelog2[] =
	"\001>d74d19d9c8620ee9833c98eb108cf72d91ebd6c6 ed2f0098a45a74390c1c9f86df428b267a544ad3\n"
	"\n"
	"diff --git a/new\tname.c b/new\tname.c\n"
	"--- a/new\tname.c\n"
	"+++ b/new\tname.c\n"
	"@@ -2,1 +2,1 @@\n"
	"-b\n"
	"+B\n"
	"\001>ed2f0098a45a74390c1c9f86df428b267a544ad3 \n"
	"\n"
	"diff --git a/old name.c b/old name.c\n"
	"--- /dev/null\n"
	"+++ b/old name.c\n"
	"@@ -0,0 +2,1 @@\n"
	"+b\n";

/* each commit's patch as the load keeps it: "HEX LINES PATH" */
static void
linelog_split(const char *log, char *out, size_t cap)
{
	const char *s = log, *e;
	char path[256];
	size_t k = 0;
	int inpatch = 1, kind, lines = -1;
	RevLine r;

	out[0] = '\0';
	path[0] = '\0';
	for (; (e = strchr(s, '\n')); s = e + 1) {
		kind = parse_linelog(&inpatch, s, e - s, &r);
		if (kind == LineCommit) {
			if (lines >= 0)
				k += snprintf(out + k, cap - k, " %d %s\n", lines, path);
			k += snprintf(out + k, cap - k, "%.*s", r.hashlen, r.hex);
			lines = 0;
		} else if (kind == LinePatch && lines >= 0) {
			lines++;
			if (!strncmp(s, "diff", 4) && parse_diffpath(s, e - s, path, sizeof(path)) == 0)
				snprintf(path, sizeof(path), "?");
		}
	}
	if (lines >= 0)
		snprintf(out + k, cap - k, " %d %s\n", lines, path);
}

static void
test_parse_linelog(void)
{
	static const struct { const char *in, *want; } paths[] = {
		{ "diff --git a/f.c b/f.c", "f.c" },
		{ "diff --git a/a b/c b/a b/c", "a b/c" },
		{ "diff --git a/old.c b/new.c", "new.c" },
		{ "diff --git \"a/n\\tl\" \"b/n\\tl\"", "n\tl" },
		{ "diff --git a/x", "" },
		{ "diff --cc f.c", "" },
		{ "--- a/f.c", "" },
	};
	char got[1024], path[64];
	RevLine r;
	size_t i, n;
	int inpatch = 0;

	begin("parse_linelog: git log -L's commits and the lines of each patch");
	linelog_split(linelog1, got, sizeof(got));
	expect(!strcmp(got, "e0839a6154f15b2523f6c54a4ae65a238294e564 10 f.c\n"
	       "34c95f02984fb38333b11d3a9d877519efcf7fe4 9 f.c\n"
	       "223d796598322f4bfe21678987e5a9c3354e0b53 8 f.c\n"), "got\n%s", got);
	linelog_split(linelog2, got, sizeof(got));
	expect(!strcmp(got, "d74d19d9c8620ee9833c98eb108cf72d91ebd6c6 6 new\tname.c\n"
	       "ed2f0098a45a74390c1c9f86df428b267a544ad3 5 old name.c\n"), "got\n%s", got);
	expect(parse_linelog(&inpatch, S(""), &r) == LineSkip, "the blank line before the patch");
	expect(parse_linelog(&inpatch, S("@@ -1 +1 @@"), &r) == LineSkip, "a hunk before any diff --git");
	expect(parse_linelog(&inpatch, S("diff --git a/f b/f"), &r) == LinePatch && inpatch, "diff --git");
	expect(parse_linelog(&inpatch, S(""), &r) == LinePatch, "a blank line in the patch");
	expect(parse_linelog(&inpatch, S("\001>e0839a6154f15b2523f6c54a4ae65a238294e564 "), &r) == LineCommit &&
	       !inpatch && r.nids == 1, "a root's line");
	end();
	begin("parse_diffpath: the new path of a diff --git line");
	for (i = 0; i < LEN(paths); i++) {
		n = parse_diffpath(paths[i].in, strlen(paths[i].in), path, sizeof(path));
		expect(n == strlen(paths[i].want) && !strcmp(path, paths[i].want), "%s: \"%s\" (%zu), want \"%s\"",
		       paths[i].in, path, n, paths[i].want);
	}
	n = parse_diffpath(S("diff --git a/abcdefgh b/abcdefgh"), path, 4);
	expect(n == 3 && !strcmp(path, "abc"), "cut to the buffer: \"%s\"", path);
	end();
	begin("parse_linekeep: the options L keeps");
	expect(parse_linekeep("--author=me") && parse_linekeep("--no-merges") &&
	       parse_linekeep("--first-parent") && parse_linekeep("-i"), "kept");
	expect(!parse_linekeep("--author") && !parse_linekeep("--all") && !parse_linekeep("-L1,2:f") &&
	       !parse_linekeep("HEAD") && !parse_linekeep("--follow") && !parse_linekeep("--branches=x"),
	       "dropped");
	end();
}

void
unit_parse(void)
{
	batch_init();
	test_fuzz_unquote();
	test_fuzz_score();
	test_fuzz_pattern();
	test_batch_framing();
	test_batch_partial();
	test_batch_junk();
	test_parse_rev();
	test_parse_batch();
	test_parse_commit_headers();
	test_subject_messages();
	test_parse_commit_odd();
	test_subject_blanklines();
	test_subject_long();
	test_subject_encodings();
	test_decode();
	test_parse_raw();
	test_raw_random();
	test_patch_lines();
	test_diff_framing();
	test_parse_ref();
	test_parse_refentry();
	test_parse_labels();
	test_parse_peeled();
	test_parse_log();
	test_parse_notes();
	test_parse_linelog();
	test_blame_records();
	test_blame_garbage();
	test_blame_porcelain();
	test_unquote();
	test_pattern();
	test_pattern_cmds();
	test_findrec();
	test_range_lines();
	test_hexwords();
}
