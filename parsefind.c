/* See LICENSE file for copyright and license details.
 *
 * parsefind.c: find's and filter's patterns (field prefixes, regular
 * expressions kept from taking seconds to compile), the git command line
 * a pattern asks for, and the records that command prints. parse.h
 * declares it with the rest of git's formats.
 */
#include <sys/types.h>

#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pipe.h"
#include "parse.h"
#include "util.h"

/* regcomp can take seconds and gigabytes on a+++++ or (a{200}){200}:
 * refuse long runs of repetitions, large counts and long patterns */
static int
toocomplex(const char *s)
{
	long v, product = 1;
	int run = 0;
	char *end;

	if (strlen(s) > 512)
		return 1;
	for (; *s; s++) {
		if (*s == '\\' && s[1]) {
			s++, run = 0;
		} else if (*s == '*' || *s == '+' || *s == '?') {
			if (++run > 2)
				return 1;
		} else if (*s == '{' && s[1] >= '0' && s[1] <= '9') {
			v = strtol(s + 1, &end, 10);
			if (*end == ',' && end[1] >= '0' && end[1] <= '9')
				v = strtol(end + 1, &end, 10);
			if (v > 255 || ++run > 2 || (product *= MAX(1, v)) > 1000)
				return 1;
			s = end - 1;
		} else {
			run = 0;
		}
	}
	return 0;
}

int
parse_pattern(const char *s, Pattern *p, char *err, size_t errcap)
{
	static const struct { const char *prefix; int field; } fields[] = {
		{ "msg:", FieldMsg }, { "author:", FieldAuthor },
		{ "committer:", FieldCommitter }, { "sha:", FieldSha },
		{ "path:", FieldPath }, { "adds:", FieldAdds },
		{ "changes:", FieldChanges },
	};
	regex_t re;
	unsigned int i;
	const char *t;
	int r;

	memset(p, 0, sizeof(*p));
	p->field = FieldAny;
	for (i = 0; i < LEN(fields); i++) {
		if (!strncmp(s, fields[i].prefix, strlen(fields[i].prefix))) {
			p->field = fields[i].field;
			s += strlen(fields[i].prefix);
			break;
		}
	}
	p->text = s;
	if (!*s) {
		snprintf(err, errcap, "an empty pattern");
		return -1;
	}
	p->icase = 1;
	for (t = s; *t; t++)
		if (*t >= 'A' && *t <= 'Z')
			p->icase = 0;
	if (p->field == FieldSha) {
		for (t = s; *t; t++)
			if (hex_val(*t) < 0) {
				snprintf(err, errcap, "sha: takes hex digits, not '%c'", *t);
				return -1;
			}
		return 0;
	}
	if (p->field == FieldPath || p->field == FieldAdds)
		return 0;  /* a path and a -S string are not expressions */
	if (toocomplex(s)) {
		snprintf(err, errcap, "the pattern repeats too much to search with");
		return -1;
	}
	if ((r = regcomp(&re, s, REG_EXTENDED | REG_NOSUB | (p->icase ? REG_ICASE : 0)))) {
		regerror(r, &re, err, errcap);
		return -1;
	}
	regfree(&re);
	return 0;
}

/* every commit of the view as a record for find to match (parse_findrec):
 * its id, author, committer and message, the fields not asked for empty;
 * in UTF-8 whatever the repository's i18n.logOutputEncoding, as shown */
static const char *const recformat[] = {
	[FieldAny] = "--format=%H%x00%an <%ae>%x00%cn <%ce>%x00%B%x00",
	[FieldMsg] = "--format=%H%x00%x00%x00%B%x00",
	[FieldAuthor] = "--format=%H%x00%an <%ae>%x00%x00%x00",
	[FieldCommitter] = "--format=%H%x00%x00%cn <%ce>%x00%x00",
};

int
parse_pattern_cmd(const Pattern *p, const ViewArgs *v, const char **cmd,
                  char *buf, size_t cap)
{
	static const char *const logcmd[] = {
		"git", "log", "--no-color", "--no-show-signature", "--no-ext-diff",
		"--no-textconv", NULL
	}, *const revcmd[] = { "git", "rev-list", NULL };
	const char *const *base;
	int n, i, recs = p->field <= FieldCommitter;
	size_t len;

	if (p->field == FieldSha)
		return PatNone;
	/* the pickaxe is log's alone, and so are some views */
	base = p->field == FieldAdds || p->field == FieldChanges || v->log ? logcmd : revcmd;
	for (n = 0; base[n]; n++)
		cmd[n] = base[n];
	if (recs) {
		if (base == revcmd)
			cmd[n++] = "--no-show-signature";
		cmd[n++] = "--encoding=UTF-8";
		cmd[n++] = recformat[p->field];
	} else if (base == logcmd) {
		cmd[n++] = "--format=%H";
	}
	cmd[n++] = "--default", cmd[n++] = "HEAD";
	if (p->field == FieldAdds || p->field == FieldChanges) {
		len = strlen(p->text) + 3;
		if (len > cap)
			return -1;
		snprintf(buf, len, "-%c%s", p->field == FieldAdds ? 'S' : 'G', p->text);
		cmd[n++] = buf;
		if (p->field == FieldChanges)
			cmd[n++] = "--extended-regexp";
		if (p->icase)
			cmd[n++] = "--regexp-ignore-case";
	}
	/* path: asks about its own path alone: git would OR it with the
	 * view's paths; rows outside the view are not marked. A line
	 * history's -L takes no pathspec: the revisions without it, and the
	 * marks on the rows of the view */
	for (i = 0; i < (p->field == FieldPath ? v->nrev : v->nuser); i++) {
		if (p->field == FieldPath && !strncmp(v->user[i], "-L", 2))
			i += !v->user[i][2];  /* "-L" "A,B:PATH" */
		else
			cmd[n++] = v->user[i];
	}
	if (p->field == FieldPath) {
		cmd[n++] = "--";
		cmd[n++] = p->text;
	}
	cmd[n] = NULL;
	return recs ? PatRecords : PatIds;
}

long
parse_findrec(char *s, size_t n, int hashlen, FindRec *r)
{
	char *f[4], *end = s + n, *p = s, *nl;
	int k;
	long i;

	for (k = 0; k < 4; k++, p++) {
		f[k] = p;
		if (!(p = memchr(p, '\0', end - p)))
			return 0;
	}
	/* rev-list's "commit ID" line, and the newline ending the last
	 * record, come before the id that the format prints */
	while ((nl = memchr(f[0], '\n', f[1] - 1 - f[0])))
		f[0] = nl + 1;
	if (f[1] - 1 - f[0] != 2 * hashlen)
		return -(p - s);
	for (i = 0; i < 2 * hashlen; i++)
		if (hex_val((unsigned char)f[0][i]) < 0)
			return -(p - s);
	r->hex = f[0], r->author = f[1], r->committer = f[2], r->msg = f[3];
	return p - s;
}
