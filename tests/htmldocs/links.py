#!/usr/bin/python3
# SPDX-License-Identifier: MIT
#
# tests/htmldocs/links.py HTMLDIR - every link of every page of the HTML
# reference (href and src, "make htmldocs") names a file of HTMLDIR that
# exists and, with "#anchor", an element of that file with that id (or
# name).  Prints one line per broken link ("FILE: LINK: why"), a NOTE
# line for links out of the reference (http:, mailto:: not followed
# here), and "checked N links in M files"; exits 1 when a link is broken.
import os
import sys
from html.parser import HTMLParser
from urllib.parse import unquote, urlsplit


class Page(HTMLParser):
	def __init__(self):
		super().__init__(convert_charrefs=True)
		self.links, self.anchors = [], set()

	def handle_starttag(self, tag, attrs):
		for key, value in attrs:
			if key in ('id', 'name') and value:
				self.anchors.add(value)
			if key in ('href', 'src') and value is not None:
				self.links.append(value)


def main():
	top = os.path.abspath(sys.argv[1])
	pages = {}
	for d, _, files in os.walk(top):
		for f in files:
			if f.endswith('.html'):
				p = Page()
				path = os.path.join(d, f)
				p.feed(open(path, encoding='utf-8').read())
				pages[path] = p
	broken, outside, n = 0, 0, 0
	for path, page in sorted(pages.items()):
		for link in page.links:
			n += 1
			u = urlsplit(link)
			if u.scheme or u.netloc:
				outside += 1
				continue
			target = os.path.normpath(os.path.join(
				os.path.dirname(path), unquote(u.path))) \
				if u.path else path
			why = None
			if os.path.commonpath([top, target]) != top:
				why = 'outside the reference'
			elif not os.path.isfile(target):
				why = 'no such file'
			elif u.fragment and (target not in pages or unquote(
					u.fragment) not in pages[target].anchors):
				why = 'no such anchor'
			if why:
				broken += 1
				print(f'{os.path.relpath(path, top)}: {link}: {why}')
	if outside:
		print(f'NOTE: {outside} links out of the reference not followed')
	print(f'checked {n} links in {len(pages)} files')
	return 1 if broken or not n else 0


if __name__ == '__main__':
	sys.exit(main())
