#!/usr/bin/python3
# SPDX-License-Identifier: MIT
#
# scripts/htmldocs.py SRCTREE OUTDIR - "make htmldocs": the HTML reference.
# The manual pages of SRCTREE/man (every section) through mandoc -T html
# into OUTDIR/man/<page>.<section>.html, README.md and
# Documentation/*.md through python3-markdown into OUTDIR/doc/<name>.html,
# and OUTDIR/index.html listing them.  A reference "name(n)" to a page or
# to a name a page documents becomes a link to that page, a mention of
# Documentation/<doc>.md a link to that document; references to the
# system's pages (attributes(7), malloc(3)) stay text.  Debian's
# interpreter, for Debian's python3-markdown ("make deps-htmldocs").
import html
import os
import re
import subprocess
import sys

import markdown

CSS = """\
body { max-width: 52em; margin: 1em auto; padding: 0 1em;
	font-family: sans-serif; line-height: 1.4; color: #222; }
nav { border-bottom: 1px solid #ccc; margin-bottom: 1em; padding: .3em 0; }
pre { background: #f6f6f6; padding: .5em; overflow-x: auto; }
code, pre { font-family: monospace; }
table { border-collapse: collapse; }
td, th { border: 1px solid #ccc; padding: .2em .4em; vertical-align: top; }
table.head, table.foot { width: 100%; }
table.head td, table.foot td { border: none; }
td.head-rtitle, td.foot-os { text-align: right; }
td.head-vol { text-align: center; }
h1.Sh, h2.Ss { font-size: 1.1em; }
a.permalink { color: inherit; text-decoration: none; }
.Bd-indent { margin-left: 3.8ex; }
dl.Bl-tag > dt { font-weight: normal; }
dl.Bl-tag > dd { margin-left: 6ex; }
"""

PAGE = """\
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="{up}style.css">
<title>{title}</title>
</head>
<body>
<nav><a href="{up}index.html">uatomic {version}</a> &mdash; {title}</nav>
<main>
{body}
</main>
</body>
</html>
"""

REF = re.compile(r'<b>([A-Za-z_][A-Za-z0-9_.-]*)</b>\(([1-9])\)')
TEXT_REF = re.compile(r'\b([A-Za-z_][A-Za-z0-9_.-]*)\(([1-9])\)')
DOC_REF = re.compile(r'\b(?:Documentation/)?([A-Za-z0-9_-]+)\.md\b')


def man_pages(src):
	"""Every page of src/man: (path, name, section)."""
	pages = []
	for sub in sorted(os.listdir(os.path.join(src, 'man'))):
		d = os.path.join(src, 'man', sub)
		if not re.fullmatch(r'man[1-9]', sub) or not os.path.isdir(d):
			continue
		for f in sorted(os.listdir(d)):
			m = re.fullmatch(r'(.+)\.([1-9][a-z]*)', f)
			if m:
				pages.append((os.path.join(d, f), m[1], m[2]))
	return pages


def name_section(path):
	"""The names of a page and its one-line description (NAME)."""
	text, on = [], False
	for line in open(path, encoding='utf-8'):
		if line.startswith('.SH'):
			if on:
				break
			on = line.split(None, 1)[1].strip().strip('"') == 'NAME'
			continue
		if on and not line.startswith('.'):
			text.append(line.strip())
	text = ' '.join(text)
	# " \- " ends the names; a name's own hyphen is "\-" too.
	names, what = (re.split(r'(?:^|\s)\\-\s', text + ' ', 1) + [''])[:2]
	names = [n.strip().replace('\\-', '-') for n in names.split(',')
		 if n.strip()]
	# The escapes a NAME line holds: \- \e \& and font changes.
	what = re.sub(r'\\(f[BIRP]|[-e&])', lambda m: {'-': '-', 'e': '\\'}.get(
		m[1], ''), what.strip())
	return names, what


def link_text(segment, targets, docs, up):
	"""Links in a run of text (no tags): name(n) and Documentation/x.md."""
	def man(m):
		href = targets.get((m[1], m[2]))
		return f'<a href="{up}man/{href}">{m[0]}</a>' if href else m[0]

	def doc(m):
		if m[1] not in docs:
			return m[0]
		return f'<a href="{up}doc/{m[1]}.html">{m[0]}</a>'
	return DOC_REF.sub(doc, TEXT_REF.sub(man, segment))


def add_links(body, targets, docs, up):
	"""Links in text outside <a> and <pre>, and <b>name</b>(n)."""
	def man(m):
		href = targets.get((m[1], m[2]))
		if not href:
			return m[0]
		return f'<a href="{up}man/{href}"><b>{m[1]}</b></a>({m[2]})'
	out, in_a, in_pre = [], 0, 0
	for part in re.split(r'(<[^>]*>)', body):
		if part.startswith('<'):
			tag = re.match(r'</?([a-zA-Z0-9]+)', part)
			tag = tag[1].lower() if tag else ''
			step = -1 if part.startswith('</') else 1
			if tag == 'a':
				in_a += step
			elif tag == 'pre':
				in_pre += step
		elif not in_a and not in_pre:
			part = link_text(part, targets, docs, up)
		out.append(part)
	return REF.sub(man, ''.join(out))


def github_slugs():
	"""The anchors GitHub gives a document's headings, so that
	"#a-heading" links in the documents work here as on a forge."""
	seen = {}

	def slug(text, separator):
		s = re.sub(r'[^\w\- ]', '', text.strip().lower())
		s = s.replace(' ', '-')
		n = seen.get(s, 0)
		seen[s] = n + 1
		return s if n == 0 else f'{s}-{n}'
	return slug


def gfm_lists(text):
	"""What python-markdown reads differently from GitHub: a list right
	after a paragraph line, and nested items indented by two."""
	out, fence, prev = [], False, ''
	item = re.compile(r'^( *)([-*+]|\d+\.) ')
	for line in text.split('\n'):
		if line.startswith('```'):
			fence = not fence
		m = None if fence else item.match(line)
		if m:
			line = ' ' * (2 * len(m[1])) + line[len(m[1]):]
			if prev.strip() and not item.match(prev) and \
					not prev.startswith(' '):
				out.append('')
		out.append(line)
		prev = line
	return '\n'.join(out)


def main():
	src, out = sys.argv[1], sys.argv[2]
	version = os.environ.get('UATOMIC_LIBVERSION', '')
	for d in ('man', 'doc'):
		os.makedirs(os.path.join(out, d), exist_ok=True)
	with open(os.path.join(out, 'style.css'), 'w') as f:
		f.write(CSS)

	pages = man_pages(src)
	targets, described = {}, []
	for path, name, sec in pages:
		names, what = name_section(path)
		for n in names:
			targets.setdefault((n, sec), f'{name}.{sec}.html')
		targets[(name, sec)] = f'{name}.{sec}.html'
		described.append((name, sec, what))

	docs = {'README': os.path.join(src, 'README.md')}
	ddir = os.path.join(src, 'Documentation')
	for f in sorted(os.listdir(ddir)):
		if f.endswith('.md'):
			docs[f[:-3]] = os.path.join(ddir, f)

	for path, name, sec in pages:
		body = subprocess.run(['mandoc', '-T', 'html', '-O', 'fragment',
				       path], check=True, capture_output=True,
				      text=True).stdout
		body = add_links(body, targets, docs, '../')
		title = f'{name}({sec})'
		with open(os.path.join(out, 'man', f'{name}.{sec}.html'),
			  'w') as f:
			f.write(PAGE.format(up='../', title=html.escape(title),
					    version=version, body=body))

	titles = {}
	for name, path in docs.items():
		text = open(path, encoding='utf-8').read()
		m = re.search(r'^# (.+)$', text, re.M)
		titles[name] = m[1] if m else name
		# README links Documentation/x.md; the documents, each other.
		text = re.sub(r'\]\((?:Documentation/)?([A-Za-z0-9_-]+)\.md',
			      lambda m: f']({m[1]}.html' if m[1] in docs
			      else m[0], text)
		md = markdown.Markdown(extensions=['tables', 'fenced_code',
						   'toc', 'sane_lists'],
				       extension_configs={'toc': {
					       'slugify': github_slugs()}})
		body = add_links(md.convert(gfm_lists(text)), targets, docs,
				 '../')
		with open(os.path.join(out, 'doc', f'{name}.html'), 'w') as f:
			f.write(PAGE.format(up='../', title=html.escape(
				titles[name]), version=version, body=body))

	rows = []
	for name, sec, what in described:
		rows.append(f'<tr><td><a href="man/{name}.{sec}.html">'
			    f'<b>{html.escape(name)}</b>({sec})</a></td>'
			    f'<td>{html.escape(what)}</td></tr>')
	doc_items = ''.join(
		f'<li><a href="doc/{n}.html">{html.escape(titles[n])}</a> '
		f'(<code>{html.escape(os.path.relpath(p, src))}</code>)</li>\n'
		for n, p in docs.items())
	body = (f'<h1>uatomic {version}: the reference</h1>\n'
		f'<p>Start with the overview, <a href="man/uatomic.7.html">'
		f'<b>uatomic</b>(7)</a>.</p>\n'
		f'<h2 id="manual-pages">Manual pages</h2>\n'
		f'<table>\n' + '\n'.join(rows) + '\n</table>\n'
		f'<h2 id="documents">Documents</h2>\n<ul>\n{doc_items}</ul>\n')
	with open(os.path.join(out, 'index.html'), 'w') as f:
		f.write(PAGE.format(up='', title='uatomic reference',
				    version=version, body=body))


if __name__ == '__main__':
	main()
