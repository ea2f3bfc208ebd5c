#!/usr/bin/env perl
# The strip line: makes Swift files written for iOS compile on Linux, in place. Run through
# scripts/tools/strip-objc; docs/your-own-animators.md lists what it changes, and
# Tests/HarnessTests/StripObjcTests.swift holds an input and expected output for each change.
#
# It reads each file as Swift tokens enough to leave strings and comments alone: a copy of
# the text with every comment and string literal blanked (same length) is what the patterns
# match, and the edits land at the same offsets in the original.
use strict;
use warnings;

# The text with comments and string contents replaced by spaces (newlines kept), so code
# patterns never match inside them; an interpolation `\( … )` inside a string stays code.
sub mask {
    my ($text) = @_;
    my @c = split //, $text;
    my $n = @c;
    my @out = @c;
    my $blank = sub { my ($i) = @_; $out[$i] = ' ' unless $c[$i] eq "\n"; };
    # A stack of contexts: 'code' (with the paren depth that ends an interpolation) or a string.
    my @stack = ({ kind => 'code', depth => -1 });
    my $i = 0;
    while ($i < $n) {
        my $top = $stack[-1];
        if ($top->{kind} eq 'code') {
            if ($c[$i] eq '/' && $i + 1 < $n && $c[$i + 1] eq '/') {
                while ($i < $n && $c[$i] ne "\n") { $blank->($i); $i++; }
                next;
            }
            if ($c[$i] eq '/' && $i + 1 < $n && $c[$i + 1] eq '*') {
                my $level = 0;
                while ($i < $n) {
                    if ($c[$i] eq '/' && $i + 1 < $n && $c[$i + 1] eq '*') { $level++; $blank->($i); $blank->($i + 1); $i += 2; next; }
                    if ($c[$i] eq '*' && $i + 1 < $n && $c[$i + 1] eq '/') { $level--; $blank->($i); $blank->($i + 1); $i += 2; last if $level == 0; next; }
                    $blank->($i); $i++;
                }
                next;
            }
            if ($c[$i] eq '#' || $c[$i] eq '"') {
                my $j = $i;
                my $hashes = 0;
                while ($j < $n && $c[$j] eq '#') { $hashes++; $j++; }
                if ($j < $n && $c[$j] eq '"') {
                    my $multi = ($j + 2 < $n && $c[$j + 1] eq '"' && $c[$j + 2] eq '"') ? 1 : 0;
                    $i = $j + ($multi ? 3 : 1);
                    push @stack, { kind => 'string', hashes => $hashes, multi => $multi };
                    next;
                }
            }
            if ($c[$i] eq '(') { $top->{depth}++ if $top->{depth} >= 0; }
            if ($c[$i] eq ')' && $top->{depth} >= 0) {
                if ($top->{depth} == 0) { pop @stack; $i++; next; }
                $top->{depth}--;
            }
            $i++;
            next;
        }
        # Inside a string literal.
        my $h = $top->{hashes};
        my $close = ($top->{multi} ? '"""' : '"') . ('#' x $h);
        if (substr($text, $i, length $close) eq $close) {
            pop @stack;
            $i += length $close;
            next;
        }
        my $escape = "\\" . ('#' x $h);
        if (substr($text, $i, length $escape) eq $escape) {
            my $after = $i + length $escape;
            if ($after < $n && $c[$after] eq '(') {
                $blank->($_) for $i .. $after - 1;
                push @stack, { kind => 'code', depth => 0 };
                $i = $after + 1;
                next;
            }
            $blank->($_) for $i .. ($after < $n ? $after : $n - 1);
            $i = $after + 1;
            next;
        }
        $blank->($i);
        $i++;
    }
    return join '', @out;
}

# The offset of the bracket closing the one at $open in the masked text, or -1.
sub closing {
    my ($masked, $open) = @_;
    my $o = substr($masked, $open, 1);
    my $want = $o eq '(' ? ')' : $o eq '{' ? '}' : ']';
    my $depth = 0;
    for (my $i = $open; $i < length $masked; $i++) {
        my $ch = substr($masked, $i, 1);
        $depth++ if $ch eq $o;
        if ($ch eq $want) { $depth--; return $i if $depth == 0; }
    }
    return -1;
}

# The type declarations' bodies: [start, end, name], where name is what a method reference
# inside it is qualified with (a protocol's is `Self`).
sub type_scopes {
    my ($masked) = @_;
    my @scopes;
    while ($masked =~ /\b(class|struct|enum|actor|extension|protocol)\s+([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)/g) {
        my ($kind, $name, $at) = ($1, $2, $+[0]);
        next if $kind eq 'class' && $name =~ /^(func|var|let|override|final|open|public|internal|private|fileprivate|static|subscript|required|convenience|weak|unowned|lazy)$/;
        my $brace = index($masked, '{', $at);
        next if $brace < 0;
        # A declaration's header holds no statement: stop at a line that opens nothing.
        my $header = substr($masked, $at, $brace - $at);
        next if $header =~ /[;=]/;
        my $end = closing($masked, $brace);
        next if $end < 0;
        push @scopes, [$brace, $end, $kind eq 'protocol' ? 'Self' : $name, $kind];
    }
    return @scopes;
}

sub enclosing_type {
    my ($scopes, $at) = @_;
    my $best;
    for my $s (@$scopes) {
        next unless $s->[0] < $at && $at < $s->[1];
        $best = $s if !defined $best || $s->[0] > $best->[0];
    }
    return defined $best ? $best->[2] : 'Self';
}

# Overrides written in an extension of a class the same file declares move into the class's
# body. UIKit's methods are Objective-C on iOS, and Swift lets an extension override those
# (`extension SettingsViewController { override func tableView(_:numberOfRowsInSection:) … }`);
# here they are Swift methods, which only the class body may override.
sub move_overrides {
    my ($text) = @_;
    my $masked = mask($text);
    my @tops = grep { my $s = $_; !grep { $_ != $s && $_->[0] < $s->[0] && $s->[1] < $_->[1] } @{[type_scopes($masked)]} } type_scopes($masked);
    my %class = map { $_->[2] => $_ } grep { $_->[3] eq 'class' } @tops;
    my @moves;    # [start, end, class scope]
    for my $extension (grep { $_->[3] eq 'extension' && $class{$_->[2]} } @tops) {
        my ($open, $close) = @$extension;
        my $body = substr($masked, $open + 1, $close - $open - 1);
        while ($body =~ /^[ \t]*(?:(?:\@[A-Za-z_]+(?:\([^()\n]*\))?|public|internal|private|fileprivate|open|final|dynamic|class|static)\s+)*override\b/mg) {
            my $start = $open + 1 + $-[0];
            my $prefix = substr($masked, $open + 1, $start - $open - 1);
            next unless ($prefix =~ tr/{//) == ($prefix =~ tr/}//);
            my $brace = index($masked, '{', $start);
            next if $brace < 0 || $brace > $close;
            my $end = closing($masked, $brace);
            next if $end < 0 || $end > $close;
            $end++;
            $end++ if substr($masked, $end, 1) eq "\n";
            push @moves, [$start, $end, $class{$extension->[2]}];
        }
    }
    return $text unless @moves;
    # Each class's closing brace takes the members before it, in the order they were written.
    my %into;
    for my $move (@moves) {
        my $line = rindex($masked, "\n", $move->[2][1]) + 1;
        $into{$line} .= "\n" . substr($text, $move->[0], $move->[1] - $move->[0]);
    }
    my @edits = ((map { [$_->[0], $_->[1] - $_->[0], ''] } @moves), (map { [$_, 0, $into{$_}] } keys %into));
    for my $edit (sort { $b->[0] <=> $a->[0] || $a->[1] <=> $b->[1] } @edits) {
        substr($text, $edit->[0], $edit->[1]) = $edit->[2];
    }
    return $text;
}

# Overrides written in an extension of a UIKit class (`extension UINavigationController {
# override open var preferredStatusBarStyle … }`, Objective-C overrides on iOS) become Swift's
# dynamic replacements of the member, which UIKit declares `dynamic` where apps do this: the
# body then stands for the class's own, for every instance, as the extension's does on iOS.
sub replace_framework_overrides {
    my ($text) = @_;
    my $masked = mask($text);
    my @all = type_scopes($masked);
    my @tops = grep { my $s = $_; !grep { $_ != $s && $_->[0] < $s->[0] && $s->[1] < $_->[1] } @all } @all;
    my %declared = map { $_->[2] => 1 } grep { $_->[3] eq 'class' } @all;
    my @edits;
    for my $extension (grep { $_->[3] eq 'extension' && $_->[2] =~ /^UI[A-Z][A-Za-z]*$/ && !$declared{$_->[2]} } @tops) {
        my ($open, $close) = @$extension;
        my $body = substr($masked, $open + 1, $close - $open - 1);
        while ($body =~ /^([ \t]*)((?:(?:public|internal|open|final|dynamic|override)\s+)*override(?:\s+(?:public|internal|open|final|dynamic))*)\s+(var|func)\s+([A-Za-z_][A-Za-z0-9_]*)/mg) {
            my ($indent, $kind, $name) = ($1, $3, $4);
            my $start = $open + 1 + $-[2];
            my $end = $open + 1 + $+[4];
            my $prefix = substr($masked, $open + 1, $-[0]);
            next unless ($prefix =~ tr/{//) == ($prefix =~ tr/}//);
            my $replaced = $name;
            if ($kind eq 'func') {
                my $paren = index($masked, '(', $end);
                my $shut = $paren < 0 ? -1 : closing($masked, $paren);
                next if $shut < 0;
                my @labels;
                my ($depth, $from) = (0, $paren + 1);
                for my $i ($paren + 1 .. $shut) {
                    my $c = substr($masked, $i, 1);
                    $depth++ if $c =~ /[(\[]/;
                    $depth-- if $c =~ /[)\]]/ && $i < $shut;
                    next unless ($c eq ',' && $depth == 0) || $i == $shut;
                    my $parameter = substr($masked, $from, $i - $from);
                    $from = $i + 1;
                    next unless $parameter =~ /^\s*([A-Za-z_][A-Za-z0-9_]*)[^:]*:/;
                    push @labels, "$1:";
                }
                $replaced = "$name(" . join('', @labels) . ")";
            }
            push @edits, [$start, $end - $start, "\@_dynamicReplacement(for: $replaced) $kind __replacing_$name"];
        }
    }
    for my $edit (sort { $b->[0] <=> $a->[0] } @edits) {
        substr($text, $edit->[0], $edit->[1]) = $edit->[2];
    }
    return $text;
}

sub strip {
    my ($text) = @_;
    $text = move_overrides($text);
    $text = replace_framework_overrides($text);
    my $masked = mask($text);
    my @scopes = type_scopes($masked);
    my @edits;    # [start, length, replacement]

    # Imports: Foundation and UIKit's submodules become UIKit; `os.log`, which no Swift module
    # can be named, becomes `os`.
    while ($masked =~ /^([ \t]*)import[ \t]+(Foundation|UIKit\.[A-Za-z_][A-Za-z0-9_]*|os\.log)[ \t]*$/mg) {
        my ($start, $end) = ($-[0], $+[0]);
        push @edits, [$start, $end - $start, $1 . 'import ' . ($2 eq 'os.log' ? 'os' : 'UIKit')];
    }

    # Xcode previews, with their braces: `#Preview { … }`, `#Preview("Name") { … }`.
    while ($masked =~ /^[ \t]*#Preview\b/mg) {
        my $start = $-[0];
        my $i = $+[0];
        $i++ while $i < length $masked && substr($masked, $i, 1) =~ /\s/;
        if (substr($masked, $i, 1) eq '(') { $i = closing($masked, $i) + 1; next if $i <= 0; }
        $i++ while $i < length $masked && substr($masked, $i, 1) =~ /\s/;
        next unless substr($masked, $i, 1) eq '{';
        my $end = closing($masked, $i);
        next if $end < 0;
        $end++;
        $end++ if substr($masked, $end, 1) eq "\n";
        push @edits, [$start, $end - $start, ''];
    }

    # `@NSManaged`, which only the Objective-C runtime can back: an attribute becomes a
    # computed property over the object's values, a relationship accessor an empty method.
    while ($masked =~ /\@NSManaged[ \t]+([^\n]*?)\bvar[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]*:[ \t]*([^\n{=]*?)[ \t]*$/mg) {
        my ($start, $end, $modifiers, $name, $type) = ($-[0], $+[0], $1, $2, $3);
        push @edits, [$start, $end - $start,
            "${modifiers}var $name: $type { get { managedValue(forKey: \"$name\") } set { setValue(newValue, forKey: \"$name\") } }"];
    }
    while ($masked =~ /\@NSManaged[ \t]+([^\n]*?\bfunc\b[^\n{]*?\))[ \t]*$/mg) {
        my ($start, $end, $declaration) = ($-[0], $+[0], $1);
        push @edits, [$start, $end - $start, "$declaration {}"];
    }

    # Attributes Linux has no use for; one alone on its line goes with its line.
    my $attribute = qr/\@(?:objc[ \t]*\([^()\n]*\)|(?:objcMembers|nonobjc|objc|IBOutlet|IBAction|IBInspectable|IBDesignable|GKInspectable|UIApplicationMain|main)\b(?![.(]))/;
    while ($masked =~ /^[ \t]*$attribute[ \t]*\n|$attribute[ \t]*/mg) {
        my ($start, $end) = ($-[0], $+[0]);
        next if grep { $start >= $_->[0] && $start < $_->[0] + $_->[1] } @edits;
        push @edits, [$start, $end - $start, ''];
    }

    # `#selector(…)`: the selector's name and the method itself, qualified by the type the
    # expression sits in (`Self` cannot be named in a stored property's initializer).
    while ($masked =~ /#selector[ \t]*\(/g) {
        my ($start, $open) = ($-[0], $+[0] - 1);
        my $close = closing($masked, $open);
        next if $close < 0;
        my $inside = substr($text, $open + 1, $close - $open - 1);
        $inside =~ s/^\s+|\s+$//g;
        my $replacement;
        if ($inside =~ /^(?:getter|setter)\s*:/) {
            $replacement = "Selector(\"$inside\")";
        } elsif ($inside =~ /^(?:self\.)?([a-z_][A-Za-z0-9_]*(?:\([^()]*\))?)$/) {
            my $method = $1;
            $replacement = "Selector(\"$method\", " . enclosing_type(\@scopes, $start) . ".$method)";
        } elsif ($inside =~ /^([A-Z][A-Za-z0-9_]*(?:\.[A-Z][A-Za-z0-9_]*)*)\.([a-z_][A-Za-z0-9_]*(?:\([^()]*\))?)$/) {
            # A protocol's requirement (`UIResponderStandardEditActions.copy(_:)`,
            # `UITableViewDelegate.tableView(_:didSelectRowAt:)`) has no one method to call: its name alone.
            my ($type, $method) = ($1, $2);
            $replacement = $type =~ /(?:Delegate|DataSource|Actions|Protocol)$/ ? "Selector(\"$method\")" : "Selector(\"$method\", $type.$method)";
        } else {
            # Another object's method (`#selector(viewModel.reload)`): the name alone.
            (my $method = $inside) =~ s/^.*\.//s;
            $replacement = "Selector(\"$method\")";
        }
        push @edits, [$start, $close + 1 - $start, $replacement];
    }

    # `#keyPath(CAShapeLayer.strokeEnd)` is the string it stands for.
    while ($masked =~ /#keyPath[ \t]*\([ \t]*(?:[A-Z][A-Za-z0-9_]*\.)?([A-Za-z0-9_.]+)[ \t]*\)/g) {
        push @edits, [$-[0], $+[0] - $-[0], "\"$1\""];
    }

    # Code for iOS is taken: `os(iOS)` in a compilation condition is true here, as the code is
    # built for what stands in for iOS (`#if os(iOS)`, `#elseif os(iOS) || os(tvOS)`).
    while ($masked =~ /^[ \t]*#(?:if|elseif)\b[^\n]*/mg) {
        my ($line_start, $line) = ($-[0], $&);
        while ($line =~ /\bos[ \t]*\([ \t]*iOS[ \t]*\)/g) {
            push @edits, [$line_start + $-[0], $+[0] - $-[0], 'os(Linux)'];
        }
    }

    # Later edits first, so earlier offsets stay right; an edit inside another (a selector in a
    # removed preview) is left to the outer one.
    my @outer = grep {
        my $e = $_;
        !grep { $_ != $e && $_->[0] <= $e->[0] && $e->[0] + $e->[1] <= $_->[0] + $_->[1] && $_->[1] > $e->[1] } @edits
    } @edits;
    for my $edit (sort { $b->[0] <=> $a->[0] } @outer) {
        substr($text, $edit->[0], $edit->[1]) = $edit->[2];
    }
    return $text;
}

die "usage: scripts/tools/strip-objc FILE.swift...\n" unless @ARGV;
for my $path (@ARGV) {
    open my $in, '<:raw', $path or die "strip-objc: cannot read $path: $!\n";
    my $text = do { local $/; <$in> };
    close $in;
    my $stripped = strip($text);
    next if $stripped eq $text;
    open my $out, '>:raw', $path or die "strip-objc: cannot write $path: $!\n";
    print $out $stripped;
    close $out;
}
