/* See LICENSE file for copyright and license details.
 *
 * tests/unit/util.c: util.c's UTF-8 (encode, decode, clean, expand), hex
 * ids and the Lines buffer. Start reading unit_util() at the end.
 */
#include <stdio.h>
#include <string.h>

#include "util.h"
#include "unit.h"

static void
test_utf8_roundtrip(void)
{
	char b[8];
	long cp, got;
	size_t n, k;

	begin("utf8: every scalar value encodes and decodes back");
	for (cp = 0; cp <= 0x10FFFF; cp++) {
		if (cp >= 0xD800 && cp <= 0xDFFF)
			continue;
		n = utf8_encode(cp, b);
		k = utf8_decode(b, n, &got);
		if (!expect(n == (cp < 0x80 ? 1u : cp < 0x800 ? 2u : cp < 0x10000 ? 3u : 4u),
		            "U+%04lX encodes in %zu bytes", cp, n) ||
		    !expect(k == n && got == cp, "U+%04lX decodes as U+%04lX in %zu",
		            cp, got, k) ||
		    !expect(validutf8(b, n), "U+%04lX: invalid encoding", cp))
			break;
		/* and with trailing bytes, it still takes only its own */
		b[n] = 'x';
		if (!expect(utf8_decode(b, n + 1, &got) == n && got == cp,
		            "U+%04lX followed by x", cp))
			break;
	}
	end();
}

static void
test_utf8_encode_invalid(void)
{
	char b[8];
	size_t n;

	begin("utf8_encode: out of range and surrogates give U+FFFD");
	n = utf8_encode(0x110000, b);
	expect(n == 3 && !memcmp(b, "\357\277\275", 3), "0x110000");
	n = utf8_encode(-1, b);
	expect(n == 3 && !memcmp(b, "\357\277\275", 3), "-1");
	n = utf8_encode(0xD800, b);
	expect(n == 3 && !memcmp(b, "\357\277\275", 3), "U+D800");
	n = utf8_encode(0xDFFF, b);
	expect(n == 3 && !memcmp(b, "\357\277\275", 3), "U+DFFF");
	n = utf8_encode(0, b);
	expect(n == 1 && b[0] == 0, "U+0000");
	end();
}

static void
test_utf8_decode_invalid(void)
{
	static const struct {
		const char *s;
		size_t len;
		long cp;
		size_t took;
		const char *what;
	} t[] = {
		{ "", 0, 0xFFFD, 0, "empty" },
		{ "A", 1, 'A', 1, "ASCII" },
		{ "\177", 1, 0x7F, 1, "DEL" },
		{ "\302\200", 2, 0x80, 2, "U+0080" },
		{ "\337\277", 2, 0x7FF, 2, "U+07FF" },
		{ "\340\240\200", 3, 0x800, 3, "U+0800" },
		{ "\355\237\277", 3, 0xD7FF, 3, "U+D7FF" },
		{ "\356\200\200", 3, 0xE000, 3, "U+E000" },
		{ "\357\277\277", 3, 0xFFFF, 3, "U+FFFF" },
		{ "\360\220\200\200", 4, 0x10000, 4, "U+10000" },
		{ "\364\217\277\277", 4, 0x10FFFF, 4, "U+10FFFF" },
		{ "\300\200", 2, 0xFFFD, 1, "overlong NUL C0 80" },
		{ "\301\277", 2, 0xFFFD, 1, "overlong C1 BF" },
		{ "\340\200\257", 3, 0xFFFD, 1, "overlong / in 3" },
		{ "\340\237\277", 3, 0xFFFD, 1, "overlong U+07FF in 3" },
		{ "\360\200\200\257", 4, 0xFFFD, 1, "overlong / in 4" },
		{ "\360\217\277\277", 4, 0xFFFD, 1, "overlong U+FFFF in 4" },
		{ "\355\240\200", 3, 0xFFFD, 1, "surrogate U+D800" },
		{ "\355\277\277", 3, 0xFFFD, 1, "surrogate U+DFFF" },
		{ "\364\220\200\200", 4, 0xFFFD, 1, "U+110000" },
		{ "\367\277\277\277", 4, 0xFFFD, 1, "U+1FFFFF" },
		{ "\370\210\200\200\200", 5, 0xFFFD, 1, "5-byte form" },
		{ "\374\204\200\200\200\200", 6, 0xFFFD, 1, "6-byte form" },
		{ "\376", 1, 0xFFFD, 1, "FE" },
		{ "\377", 1, 0xFFFD, 1, "FF" },
		{ "\200", 1, 0xFFFD, 1, "lone continuation" },
		{ "\277\277", 2, 0xFFFD, 1, "two continuations" },
		{ "\302", 1, 0xFFFD, 1, "truncated 2 of 2" },
		{ "\342\202", 2, 0xFFFD, 1, "truncated 2 of 3" },
		{ "\360\237\230", 3, 0xFFFD, 1, "truncated 3 of 4" },
		{ "\342\202\254", 2, 0xFFFD, 1, "len cuts a valid sequence" },
		{ "\342A\254", 3, 0xFFFD, 1, "ASCII inside" },
		{ "\360\237\230A", 4, 0xFFFD, 1, "ASCII as 4th" },
	};
	long cp;
	size_t i, k;

	begin("utf8_decode: overlong, surrogates, truncated, > U+10FFFF");
	for (i = 0; i < LEN(t); i++) {
		cp = -2;
		k = utf8_decode(t[i].s, t[i].len, &cp);
		expect(k == t[i].took && cp == t[i].cp,
		       "%s: took %zu cp U+%04lX, want %zu U+%04lX", t[i].what,
		       k, cp, t[i].took, t[i].cp);
	}
	end();
}

static void
test_utf8_clean(void)
{
	static const struct {
		const char *in;
		size_t len;
		const char *out;
	} t[] = {
		{ S("plain"), "plain" },
		{ S("a\tb"), "a b" },
		{ S("\033[1m"), "^[[1m" },
		{ S("nul\0x"), "nul^@x" },
		{ S("\001\037\177"), "^A^_^?" },
		{ S("cr\r\n"), "cr^M^J" },
		{ S("c1 \302\233 \302\237"), "c1 \357\277\275 \357\277\275" },
		{ S("nbsp \302\240"), "nbsp \302\240" },
		{ S("bad \377 \300\257"), "bad \357\277\275 \357\277\275\357\277\275" },
		{ S("cut \342\202"), "cut \357\277\275\357\277\275" },
		{ S("\360\237\230\200"), "\360\237\230\200" },
	};
	char out[64], big[256], ref[256];
	const char *in = "a\303\251\342\202\254\360\237\230\200\033z";
	size_t i, n, cap, full, k;
	long cp;

	begin("utf8_clean: controls, C1, invalid bytes");
	for (i = 0; i < LEN(t); i++) {
		memset(out, 'Z', sizeof(out));
		n = utf8_clean(t[i].in, t[i].len, out, sizeof(out));
		expect(n == strlen(t[i].out) && !strcmp(out, t[i].out),
		       "\"%s\" gives \"%s\", want \"%s\"", show(t[i].in, t[i].len),
		       show(out, n), show(t[i].out, strlen(t[i].out)));
		expect(validutf8(out, n) && controlfree(out, n),
		       "\"%s\": output not clean", show(t[i].in, t[i].len));
	}
	end();

	begin("utf8_clean: cap never cuts a character, always NUL-terminates");
	full = utf8_clean(in, strlen(in), ref, sizeof(ref));
	expect(full == strlen("a\303\251\342\202\254\360\237\230\200^[z"),
	       "full length %zu", full);
	for (cap = 1; cap < 20; cap++) {
		memset(big, 'Z', sizeof(big));
		n = utf8_clean(in, strlen(in), big, cap);
		expect(n < cap, "cap %zu: wrote %zu", cap, n);
		expect(big[n] == '\0', "cap %zu: no NUL at %zu", cap, n);
		expect(big[cap] == 'Z', "cap %zu: wrote past cap", cap);
		expect(!memcmp(big, ref, n), "cap %zu: not a prefix", cap);
		expect(validutf8(big, n), "cap %zu: cut a character", cap);
		/* and it stopped only because the next one did not fit */
		if (n < full) {
			k = ref[n] == '^' ? 2 : utf8_decode(ref + n, full - n, &cp);
			expect(n + k >= cap, "cap %zu: stopped at %zu early", cap, n);
		}
	}
	memset(big, 'Z', sizeof(big));
	expect(utf8_clean(in, strlen(in), big, 0) == 0 && big[0] == 'Z',
	       "cap 0 wrote");
	expect(utf8_clean(in, 0, big, 5) == 0 && big[0] == '\0', "empty input");
	end();
}

/* against a linear scan, on sorted arrays with repeats, and empty */
static void
test_lowerbound(void)
{
	int a[40], n, i, key, want;

	begin("lowerbound: the first element not below the key");
	rngseed(7);
	for (n = 0; n <= 40; n++) {
		for (i = 0; i < n; i++)
			a[i] = (i ? a[i - 1] : 0) + rnd(3);
		for (key = -1; key <= (n ? a[n - 1] + 1 : 1); key++) {
			for (want = 0; want < n && a[want] < key; want++)
				;
			expect(util_lowerbound(a, n, key) == want, "n %d key %d: %d, want %d", n, key,
			       util_lowerbound(a, n, key), want);
		}
	}
	end();
}

static void
test_keepinview(void)
{
	begin("keepinview: rows above and below come in at the edge, others stay");
	expect(util_keepinview(10, 12, 5) == 10, "in view: moved to %d", util_keepinview(10, 12, 5));
	expect(util_keepinview(10, 14, 5) == 10, "last row shown: moved to %d", util_keepinview(10, 14, 5));
	expect(util_keepinview(10, 15, 5) == 11, "one below: %d, want 11", util_keepinview(10, 15, 5));
	expect(util_keepinview(10, 40, 5) == 36, "far below: %d, want 36", util_keepinview(10, 40, 5));
	expect(util_keepinview(10, 9, 5) == 9, "one above: %d, want 9", util_keepinview(10, 9, 5));
	expect(util_keepinview(10, 0, 5) == 0, "far above: %d, want 0", util_keepinview(10, 0, 5));
	expect(util_keepinview(3, 7, 1) == 7, "one row shown: %d, want 7", util_keepinview(3, 7, 1));
	end();
}

static void
test_hex(void)
{
	unsigned char id[OIDMAX], back[OIDMAX];
	char hex[HEXMAX + 1];
	int i;

	begin("hex_decode/hex_encode: round trip, case, non-hex");
	expect(hex_decode("4607c89183db7172564cc590bbf16e6950d24a00", 20, id) == 0,
	       "decode failed");
	expect(id[0] == 0x46 && id[1] == 0x07 && id[19] == 0x00 && id[18] == 0x4a,
	       "decoded bytes wrong");
	hex_encode(id, 20, hex);
	expect(!strcmp(hex, "4607c89183db7172564cc590bbf16e6950d24a00"),
	       "encoded \"%s\"", hex);
	expect(hex_decode("4607C89183DB7172564CC590BBF16E6950D24A00", 20, back) == 0 &&
	       !memcmp(id, back, 20), "upper case");
	expect(hex_decode("4607c89183db7172564cc590bbf16e6950d24a0g", 20, back) < 0,
	       "g accepted");
	expect(hex_decode("4607c89183db7172564cc590bbf16e6950d24a0 ", 20, back) < 0,
	       "space accepted");
	expect(hex_decode("-607c89183db7172564cc590bbf16e6950d24a00", 20, back) < 0,
	       "- accepted");
	expect(hex_decode("4607c89183db7172564cc590bbf16e6950d24a0", 20, back) < 0,
	       "39 digits and NUL accepted");
	for (i = 0; i < OIDMAX; i++)
		id[i] = i * 37 + 11;
	hex_encode(id, OIDMAX, hex);
	expect(strlen(hex) == HEXMAX, "64 digits: length %zu", strlen(hex));
	expect(hex_decode(hex, OIDMAX, back) == 0 && !memcmp(id, back, OIDMAX),
	       "32-byte round trip");
	end();
}

static void
test_utf8_expand(void)
{
	static const struct {
		const char *in;
		size_t len;
		int tabw;
		const char *out;
		const char *ctl;  /* '1' for the bytes of out set in ctl[] */
		int cols;
	} t[] = {
		{ S("a\tb"), 8, "a       b", "000000000", 9 },
		{ S("\tx"), 8, "        x", "000000000", 9 },
		{ S("1234567\tx"), 8, "1234567 x", "000000000", 9 },
		{ S("12345678\tx"), 8, "12345678        x", "00000000000000000", 17 },
		{ S("a\t\tb"), 4, "a       b", "000000000", 9 },
		{ S("ab\tc"), 4, "ab  c", "00000", 5 },
		{ S("a\tb"), 1, "a b", "000", 3 },
		{ S("\303\251\tx"), 4, "\303\251   x", "000000", 5 },
		{ S("\360\237\230\200\t|"), 4, "\360\237\230\200   |", "00000000", 5 },
		{ S("\033\tx"), 4, "^[  x", "11000", 5 },
		{ S("\033[1m\t"), 8, "^[[1m   ", "11000000", 8 },
		{ S("a\001b\177"), 8, "a^Ab^?", "011011", 6 },
		{ S("nul\0x"), 8, "nul^@x", "000110", 6 },
		{ S("cr\r\n"), 8, "cr^M^J", "001111", 6 },
		{ S("bad \377!"), 8, "bad \357\277\275!", "00000000", 6 },
		{ S("c1 \302\233."), 8, "c1 \357\277\275.", "0000000", 5 },
		{ S("cut \342\202"), 8, "cut \357\277\275\357\277\275",
		  "0000000000", 6 },
		{ S("nbsp \302\240"), 8, "nbsp \302\240", "0000000", 6 },
		{ S(""), 8, "", "", 0 },
	};
	/* the drawn units of unit[] below: bytes, columns, control */
	static const char unit[] = "a\t\303\251\001\377\360\237\230\200x\t";
	static const struct { size_t bytes; int cols, ctl; } u[] = {
		{ 1, 1, 0 }, { 3, 3, 0 }, { 2, 1, 0 }, { 2, 2, 1 }, { 3, 1, 0 },
		{ 4, 1, 0 }, { 1, 1, 0 }, { 2, 2, 0 },
	};
	char out[128], ctl[128], ref[128], refctl[128];
	size_t i, j, n, cap, full, b;
	int cols, c, k;

	begin("utf8_expand: tabs, controls marked in ctl[], invalid bytes, cols");
	for (i = 0; i < LEN(t); i++) {
		memset(out, 'Z', sizeof(out));
		memset(ctl, 7, sizeof(ctl));
		cols = -1;
		n = utf8_expand(t[i].in, t[i].len, t[i].tabw, out, ctl, sizeof(out),
		                &cols);
		if (!expect(n == strlen(t[i].out) && !strcmp(out, t[i].out),
		            "\"%s\" tab %d gives \"%s\", want \"%s\"",
		            show(t[i].in, t[i].len), t[i].tabw, show(out, n),
		            show(t[i].out, strlen(t[i].out))))
			continue;
		for (j = 0; j < n; j++)
			if (!expect(ctl[j] == (t[i].ctl[j] == '1'),
			            "\"%s\": ctl[%zu] is %d", show(t[i].in, t[i].len),
			            j, ctl[j]))
				break;
		expect(cols == t[i].cols, "\"%s\" tab %d: %d columns, want %d",
		       show(t[i].in, t[i].len), t[i].tabw, cols, t[i].cols);
		expect(validutf8(out, n) && controlfree(out, n),
		       "\"%s\": output not clean", show(t[i].in, t[i].len));
	}
	end();

	begin("utf8_expand: a tab wider than 8 still reaches the next stop");
	for (k = 9; k <= 16; k++) {
		n = utf8_expand(S("\tx"), k, out, ctl, sizeof(out), &cols);
		expect(n == (size_t)k + 1 && cols == k + 1 && out[k] == 'x',
		       "tab %d from column 0: %zu bytes, %d columns", k, n, cols);
		n = utf8_expand(S("abc\tx"), k, out, ctl, sizeof(out), &cols);
		expect(n == (size_t)k + 1 && cols == k + 1 && out[k] == 'x',
		       "tab %d from column 3: %zu bytes, %d columns", k, n, cols);
	}
	end();

	begin("utf8_expand: cap never cuts a character, ctl and cols agree");
	full = utf8_expand(unit, sizeof(unit) - 1, 4, ref, refctl, sizeof(ref),
	                   &cols);
	for (i = 0, b = 0, c = 0; i < LEN(u); i++)
		b += u[i].bytes, c += u[i].cols;
	expect(full == b && cols == c, "full: %zu bytes %d columns, want %zu %d",
	       full, cols, b, c);
	for (cap = 1; cap < b + 4; cap++) {
		memset(out, 'Z', sizeof(out));
		memset(ctl, 7, sizeof(ctl));
		cols = -1;
		/* what fits: whole units, leaving room for the NUL */
		for (i = 0, b = 0, c = 0; i < LEN(u) && b + u[i].bytes < cap; i++)
			b += u[i].bytes, c += u[i].cols;
		n = utf8_expand(unit, sizeof(unit) - 1, 4, out, ctl, cap, &cols);
		expect(n == b && cols == c, "cap %zu: %zu bytes %d columns, want "
		       "%zu %d", cap, n, cols, b, c);
		expect(n < cap && out[n] == '\0' && out[cap] == 'Z',
		       "cap %zu: not ended in the cap", cap);
		expect(!memcmp(out, ref, n) && !memcmp(ctl, refctl, n),
		       "cap %zu: not a prefix", cap);
		expect(validutf8(out, n), "cap %zu: cut a character", cap);
	}
	end();

	begin("utf8_expand: cap 0 writes nothing and gives 0 columns");
	memset(out, 'Z', sizeof(out));
	cols = -1;
	n = utf8_expand(S("abc"), 8, out, ctl, 0, &cols);
	expect(n == 0 && out[0] == 'Z', "wrote %zu", n);
	expect(cols == 0, "*cols is %d", cols);
	end();
}

static void
test_lines(void)
{
	Lines l = { 0 };
	char text[64], *buf;
	size_t cap, k;
	int i, ncap, ok;

	begin("lines_add: offsets, lengths, styles and data");
	lines_add(&l, "one", 3, 1, 10);
	lines_add(&l, NULL, 0, 2, -1);
	lines_add(&l, "th\0ee", 5, 255, 7);
	expect(l.n == 3 && l.len == 8, "%d lines, %zu bytes", l.n, l.len);
	expect(l.line[0].off == 0 && l.line[0].len == 3 && l.line[0].style == 1 &&
	       l.line[0].data == 10, "line 0");
	expect(l.line[1].off == 3 && l.line[1].len == 0 && l.line[1].style == 2 &&
	       l.line[1].data == -1, "line 1 (empty)");
	expect(l.line[2].off == 3 && l.line[2].len == 5 &&
	       l.line[2].style == 255 && l.line[2].data == 7, "line 2");
	expect(!memcmp(l.buf, "oneth\0ee", 8), "buf \"%s\"", show(l.buf, l.len));
	end();

	begin("lines_add: 3000 lines grow both arrays, nothing moves");
	for (i = 0; i < 3000; i++) {
		snprintf(text, sizeof(text), "%d:%.*s", i, i % 40,
		         "........................................");
		lines_add(&l, text, strlen(text), i & 7, i);
	}
	for (i = 0, ok = 1; i < 3000 && ok; i++) {
		snprintf(text, sizeof(text), "%d:%.*s", i, i % 40,
		         "........................................");
		k = strlen(text);
		ok = expect(l.line[i + 3].len == k && l.line[i + 3].data == i &&
		            l.line[i + 3].style == (i & 7) &&
		            !memcmp(l.buf + l.line[i + 3].off, text, k) &&
		            l.line[i + 3].off == l.line[i + 2].off + l.line[i + 2].len,
		            "line %d", i + 3);
	}
	expect(l.n == 3003 && l.ncap >= l.n && l.cap >= l.len, "%d lines", l.n);
	end();

	begin("lines_clear: empty, keeps the memory; lines_free zeroes");
	buf = l.buf, cap = l.cap, ncap = l.ncap;
	lines_clear(&l);
	expect(l.n == 0 && l.len == 0, "%d lines, %zu bytes", l.n, l.len);
	expect(l.buf == buf && l.cap == cap && l.ncap == ncap, "memory changed");
	lines_add(&l, "again", 5, 3, 1);
	expect(l.n == 1 && l.line[0].off == 0 && l.line[0].len == 5 &&
	       !memcmp(l.buf, "again", 5) && l.buf == buf, "add after clear");
	lines_free(&l);
	expect(!l.buf && !l.line && !l.n && !l.len && !l.cap && !l.ncap,
	       "not zeroed");
	lines_add(&l, "x", 1, 0, 0);
	expect(l.n == 1 && l.buf[0] == 'x', "add after free");
	lines_free(&l);
	end();

	begin("lines_clear: a text over LINESKEEP bytes, or lines, is freed");
	for (i = 0; l.len <= LINESKEEP; i++)
		lines_add(&l, "0123456789abcdef0123456789abcdef", 32, 0, 0);
	lines_clear(&l);
	expect(!l.buf && !l.line && !l.cap && !l.ncap && !l.n, "%zu bytes kept", l.cap);
	for (i = 0; (size_t)l.n * sizeof(*l.line) <= LINESKEEP; i++)
		lines_add(&l, "", 0, 0, 0);
	lines_clear(&l);
	expect(!l.line && !l.ncap && !l.n, "%d lines kept", l.ncap);
	lines_free(&l);
	end();
}

/* columns cut on a character boundary, marked: Ævar Arnfjörð Bjarmason
 * in 12 columns is "Ævar Arnfjö…", whatever the bytes of each letter */
static void
test_utf8_fit(void)
{
	static const struct {
		const char *in;
		int cols;
		const char *want;
	} t[] = {
		{ "\xC3\x86var Arnfj\xC3\xB6r\xC3\xB0 Bjarmason", 12, "\xC3\x86var Arnfj\xC3\xB6\xE2\x80\xA6" },
		{ "\xC3\x86var Arnfj\xC3\xB6r\xC3\xB0", 13, "\xC3\x86var Arnfj\xC3\xB6r\xC3\xB0" },
		{ "\xC3\x86var Arnfj\xC3\xB6r\xC3\xB0", 14, "\xC3\x86var Arnfj\xC3\xB6r\xC3\xB0 " },
		{ "\xE5\xBC\xA0\xE4\xB8\x89\xE6\x9D\x8E\xE5\x9B\x9B", 3, "\xE5\xBC\xA0\xE4\xB8\x89\xE2\x80\xA6" },
		{ "\xF0\x9F\x98\x80\xF0\x9F\x98\x81x", 2, "\xF0\x9F\x98\x80\xE2\x80\xA6" },
		{ "abc", 5, "abc  " },
		{ "abcdef", 1, "\xE2\x80\xA6" },
		{ "a\tb", 3, "a b" },
		{ "a\001bcd", 4, "a^A\xE2\x80\xA6" },
		{ "", 2, "  " },
		{ "abc", 0, "" },
	};
	char out[64], small[6];
	unsigned int i;
	size_t n;

	begin("utf8_fit: padded, or cut on a character with a mark");
	for (i = 0; i < LEN(t); i++) {
		n = utf8_fit(t[i].in, strlen(t[i].in), t[i].cols, out, sizeof(out));
		expect(n == strlen(t[i].want) && !strcmp(out, t[i].want), "%s in %d: %s, want %s",
		       show(t[i].in, strlen(t[i].in)), t[i].cols, show(out, n),
		       show(t[i].want, strlen(t[i].want)));
		expect(validutf8(out, n), "%s: not UTF-8", show(out, n));
	}
	/* a small cap ends on a character too */
	n = utf8_fit("\xC3\x86\xC3\x86\xC3\x86\xC3\x86", 8, 4, small, sizeof(small));
	expect(n < sizeof(small) && small[n] == 0 && validutf8(small, n), "cap 6: %s", show(small, n));
	end();
}

/* the files pane's cuts at the start of a path: a directory at a time,
 * then the name a character at a time */
static void
test_path_cutnext(void)
{
	static const char p[] = "src/lib/pars\xC3\xA9.c";
	static const size_t want[] = { 3, 7, 8, 9, 10, 11, 12, 14, 15, 16 };
	size_t at = 0, n = sizeof(p) - 1;
	unsigned int i;

	begin("path_cutnext: at each '/', then each character");
	for (i = 0; i < LEN(want); i++) {
		at = util_pathcutnext(p, n, at);
		expect(at == want[i], "cut %u at %zu, want %zu", i, at, want[i]);
	}
	expect(util_pathcutnext(p, n, n) == n, "at the end: n");
	expect(util_pathcutnext("/a", 2, 0) == 1, "a leading slash");
	end();
}

static void
test_crlf_len(void)
{
	begin("crlf_len: a CR at the end goes, a CR elsewhere stays");
	expect(util_crlflen(S("abc\r")) == 3, "abc CR");
	expect(util_crlflen(S("a\rbc")) == 4, "a CR bc");
	expect(util_crlflen(S("abc")) == 3, "abc");
	expect(util_crlflen(S("\r")) == 0, "CR alone");
	expect(util_crlflen("", 0) == 0, "empty");
	expect(util_crlflen(S("ab\r\r")) == 3, "two CRs: one goes");
	expect(util_crlflen("+crlf two\r", 10) == 9, "a patch line drops its CR");
	expect(util_crlflen("+mid\rdle\r", 9) == 8, "a CR inside and at the end");
	end();
}

/* the expected values: git -c core.quotePath=true ls-files of files of
 * these names (git 2.39) */
static void
test_utf8_quote(void)
{
	static const struct { const char *in, *want; int tabok; } cases[] = {
		{ "a\033[31mb", "\"a\\033[31mb\"", 0 },
		{ "x\ty", "\"x\\ty\"", 0 },
		{ "x\ty", "x\ty", 1 },                      /* a patch line's tab */
		{ "r\342\200\256txt.exe", "\"r\\342\\200\\256txt.exe\"", 0 },
		{ "q\"\\s\001\177", "\"q\\\"\\\\s\\001\\177\"", 0 },
		{ "nl\nx", "\"nl\\nx\"", 1 },
		{ "\302\233c1", "\"\\302\\233c1\"", 0 },     /* a C1 control, CSI */
		{ "caf\303\251\342\200\217", "\"caf\\303\\251\\342\\200\\217\"", 0 },
		{ "caf\303\251 \"x\"", "caf\303\251 \"x\"", 0 },  /* nothing to quote */
		{ "bad\377", "\"bad\\377\"", 0 },          /* an invalid byte */
		{ "", "", 0 },
	};
	char out[64];
	unsigned int i;
	size_t n;

	begin("utf8_quote: controls, invalid bytes and bidi controls quoted as git quotes paths");
	for (i = 0; i < LEN(cases); i++) {
		n = utf8_quote(cases[i].in, strlen(cases[i].in), cases[i].tabok, out, sizeof(out));
		expect(!strcmp(out, cases[i].want) && n == strlen(cases[i].want),
		       "case %u: \"%s\" (%zu), not \"%s\"", i, out, n, cases[i].want);
	}
	n = utf8_quote(S("a\033b"), 0, out, 5);  /* "a\033b" needs 9: \033 not cut */
	expect(n == 8 && !strcmp(out, "\"a"), "cut: \"%s\" (%zu)", out, n);
	n = utf8_quote(S("a\033b"), 0, NULL, 0);
	expect(n == 8, "the length alone: %zu", n);
	end();
}

static void
test_str_keep(void)
{
	static char long_[5000];
	const char *a, *b, *kept[300];
	char s[32];
	int i, same = 1;

	begin("str_keep: one copy a string, whole, the same after the table grows");
	memset(long_, 'd', sizeof(long_) - 1);
	a = str_keep(long_, sizeof(long_) - 1);
	expect(strlen(a) == sizeof(long_) - 1 && a != long_, "5,000 bytes kept: %zu", strlen(a));
	b = str_keep("src/a.c/x", 7);
	expect(!strcmp(b, "src/a.c"), "the first n bytes: \"%s\"", b);
	for (i = 0; i < 300; i++) {
		snprintf(s, sizeof(s), "dir/%d.c", i);
		kept[i] = str_keep(s, strlen(s));
	}
	for (i = 0; i < 300; i++) {
		snprintf(s, sizeof(s), "dir/%d.c", i);
		same &= str_keep(s, strlen(s)) == kept[i] && !strcmp(kept[i], s);
	}
	expect(same, "300 strings: each kept once, the same pointer again");
	expect(str_keep(long_, sizeof(long_) - 1) == a && str_keep("src/a.c", 7) == b,
	       "the first two again after the table grew");
	expect(str_keep("src/a.c", 6) != b, "a prefix is another string");
	/* a NUL inside ends the string (fuzz-origin: a blame filename with
	 * one read past the shorter one kept) */
	a = str_keep("nul\0a", 5);
	b = str_keep("nul\0abcdefghijkl", 17);
	expect(a == b && !strcmp(a, "nul"), "a NUL inside: \"%s\" and \"%s\"", a, b);
	end();
}

void
unit_util(void)
{
	test_utf8_quote();
	test_utf8_fit();
	test_path_cutnext();
	test_crlf_len();
	test_utf8_roundtrip();
	test_utf8_encode_invalid();
	test_utf8_decode_invalid();
	test_utf8_clean();
	test_hex();
	test_lowerbound();
	test_keepinview();
	test_utf8_expand();
	test_lines();
	test_str_keep();
}
