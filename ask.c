/* See LICENSE file for copyright and license details.
 *
 * ask.c: a value asked in the status line for a part above: its label,
 * then a line edited as the find prompt is (goto.c's Edit). Return hands
 * the text to the asker's function; Escape closes it and nothing runs.
 * One question at a time: a new one replaces one left open.
 */
#include <sys/types.h>

#include <stdio.h>
#include <string.h>

#include "pipe.h"
#include "util.h"
#include "core.h"
#include "goto.h"
#include "ask.h"

static struct {
	int on;
	char label[256];
	Edit ed;
	AskDone done;
} ask;

int ask_on(void) { return ask.on; }
const char *ask_label(void) { return ask.label; }
const Edit *ask_edit(void) { return &ask.ed; }

/* the label as drawn: control characters would break the line */
void
ask_open(const char *label, const char *init, AskDone done)
{
	size_t i;

	snprintf(ask.label, sizeof(ask.label), "%s", label);
	for (i = 0; ask.label[i]; i++)
		if ((unsigned char)ask.label[i] < ' ' || ask.label[i] == 0x7f)
			ask.label[i] = ' ';
	goto_editset(&ask.ed, init ? init : "");
	ask.ed.cur = ask.ed.len;
	ask.done = done;
	ask.on = 1;
	pipe_trace("ask: %s", ask.label);
	core_dirty(DirtyStatus);
}

void
ask_cancel(void)
{
	size_t n = strlen(ask.label);

	if (!ask.on)
		return;
	while (n > 0 && (ask.label[n - 1] == ' ' || ask.label[n - 1] == ':'))
		n--;  /* "View: " as "View: cancelled", not "View:  cancelled" */
	ask.on = 0;
	ask.done = NULL;
	pipe_trace("ask: cancelled");
	core_setstatus(0, "%.*s: cancelled", (int)n, ask.label);
	core_dirty(DirtyStatus);
}

void
ask_key(int key, const char *text, int len)
{
	AskDone done;
	char value[sizeof(ask.ed.buf)];

	switch (goto_editkey(&ask.ed, key, text, len)) {
	case EditEnter:
		done = ask.done;
		snprintf(value, sizeof(value), "%s", ask.ed.buf);
		ask.on = 0, ask.done = NULL;
		pipe_trace("ask: given");
		core_dirty(DirtyStatus);
		if (done)  /* last: it may ask again */
			done(value);
		return;
	case EditCancel:
		ask_cancel();
		return;
	}
	core_dirty(DirtyStatus);
}

void
ask_paste(const char *s, size_t n)
{
	if (!ask.on)
		return;
	goto_editinsert(&ask.ed, s, n);
	core_dirty(DirtyStatus);
}
