import { describe, expect, it } from 'vitest';
import { DEBIAN_OS_RELEASE as DEBIAN, fakeToolHost } from './fake-host.js';
import { ensureTool, findTool, isDebianLike } from './find-tool.js';

const UBUNTU = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
const FEDORA = 'NAME="Fedora Linux"\nID=fedora\n';

/** A made-up program, so these tests are about the discovery, not about one tool. */
const WIDGET = {
  envVar: 'WIDGET_PATH',
  what: 'a widget',
  label: 'widget',
  purpose: 'the widget tests',
  commands: ['widget', 'widget-ng'],
  usualPlaces: ['/opt/widget/bin/widget', '/usr/sbin/widget'],
  bundled: (host) => host.bundledWidget,
  bundledSource: 'bundled copy',
  debianPackage: 'widget',
  debianPath: '/usr/bin/widget',
  installSeconds: 5,
  notFoundMessage: 'No widget found: install one or set WIDGET_PATH.',
};

/** A fake machine whose apt-get run installs the widget, with its bundled copy at `bundled`. */
const fakeHost = ({ bundled, ...options } = {}) =>
  fakeToolHost({
    env: { PATH: '/usr/local/bin:/usr/bin' },
    ...options,
    installs: WIDGET.debianPath,
    extra: { bundledWidget: bundled },
  });

describe('findTool: the order in which a program is looked for', () => {
  it('takes its setting first, and refuses a setting that is not an executable in one line', () => {
    const files = ['/usr/bin/widget', '/mine/widget'];
    const set = (value) => fakeHost({ env: { WIDGET_PATH: value, PATH: '/usr/bin' }, files });
    expect(findTool(WIDGET, set('/mine/widget'))).toEqual({
      path: '/mine/widget',
      source: 'WIDGET_PATH',
    });
    expect(() => findTool(WIDGET, set('/nowhere/widget'))).toThrow(
      'WIDGET_PATH is /nowhere/widget, which is not an executable file: point it at a widget, or unset it.',
    );
  });

  it('then its bundled copy, when there is one and it exists', () => {
    const files = ['/b/widget', '/usr/bin/widget'];
    expect(findTool(WIDGET, fakeHost({ files, bundled: '/b/widget' }))).toEqual({
      path: '/b/widget',
      source: 'bundled copy',
    });
    expect(findTool(WIDGET, fakeHost({ files, bundled: '/gone/widget' })).source).toBe('PATH');
  });

  it('then each command in turn on PATH, PATH order within one; then the usual places in order', () => {
    const both = ['/usr/bin/widget', '/usr/local/bin/widget-ng'];
    expect(findTool(WIDGET, fakeHost({ files: both })).path).toBe('/usr/bin/widget');
    const twice = ['/usr/local/bin/widget', '/usr/bin/widget'];
    expect(findTool(WIDGET, fakeHost({ files: twice })).path).toBe('/usr/local/bin/widget');
    const off = ['/usr/sbin/widget', '/opt/widget/bin/widget'];
    expect(findTool(WIDGET, fakeHost({ files: off }))).toEqual({
      path: '/opt/widget/bin/widget',
      source: 'usual place',
    });
    expect(findTool(WIDGET, fakeHost())).toBeUndefined();
  });
});

describe('ensureTool: with nothing found', () => {
  it("as root on Debian, installs the distribution's package with apt-get, saying so in one line first", () => {
    const host = fakeHost({ root: true });
    expect(ensureTool(WIDGET, host)).toEqual({ path: '/usr/bin/widget', source: 'installed' });
    expect(host.said).toEqual([
      "No widget found: installing the distribution's widget package for the widget tests (apt-get install -y widget, about 5 s).",
    ]);
    expect(host.runs).toEqual([
      {
        command: expect.stringMatching(/^apt-get update .*&& apt-get install -y .*\bwidget\b/),
        frontend: 'noninteractive',
      },
    ]);
  });

  it('as root on Ubuntu (ID_LIKE=debian) too', () => {
    const host = fakeHost({ root: true, osRelease: UBUNTU });
    expect(ensureTool(WIDGET, host).source).toBe('installed');
    expect(host.runs).toHaveLength(1);
  });

  it('installs nothing when the program is found', () => {
    const host = fakeHost({ root: true, files: ['/usr/bin/widget'] });
    expect(ensureTool(WIDGET, host)).toEqual({ path: '/usr/bin/widget', source: 'PATH' });
    expect(host.runs).toEqual([]);
    expect(host.said).toEqual([]);
  });

  it("not as root, or on another distribution: installs nothing and stops with the spec's one line", () => {
    for (const host of [fakeHost({ root: false }), fakeHost({ root: true, osRelease: FEDORA })]) {
      expect(() => ensureTool(WIDGET, host)).toThrow(WIDGET.notFoundMessage);
      expect(host.runs).toEqual([]);
    }
  });

  it('a failed apt-get stops with one line giving its exit code', () => {
    const host = fakeHost({ root: true, installExit: 100 });
    expect(() => ensureTool(WIDGET, host)).toThrow(
      'Installing widget failed (apt-get exit 100): install a widget yourself or set WIDGET_PATH.',
    );
  });
});

describe('isDebianLike', () => {
  it('reads ID and ID_LIKE of /etc/os-release', () => {
    expect(isDebianLike(DEBIAN)).toBe(true);
    expect(isDebianLike(UBUNTU)).toBe(true);
    expect(isDebianLike('ID=linuxmint\nID_LIKE="ubuntu debian"\n')).toBe(true);
    expect(isDebianLike(FEDORA)).toBe(false);
    expect(isDebianLike('')).toBe(false);
  });
});
