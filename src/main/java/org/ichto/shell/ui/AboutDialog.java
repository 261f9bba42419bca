package org.ichto.shell.ui;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.ui.text.Texts;

import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/** Help, About: the program and its version, the games' designers, and the libraries inside with their licences. */
final class AboutDialog {
    private AboutDialog() {
    }

    /**
     * A library inside the program.
     *
     * @param coordinates group:artifact:version, as in the pom
     * @param licence     the licence's name
     */
    record Library(String coordinates, String licence) {
        /** "flatlaf 3.6": the artifact and its version. */
        String label() {
            String[] parts = coordinates.split(":");
            return parts[1] + " " + parts[2];
        }
    }

    /** The libraries listed in {@code licences.txt}, in its order. */
    static List<Library> libraries() {
        List<Library> all = new ArrayList<>();
        for (String line : resource("licences.txt").split("\n")) {
            String l = line.strip();
            if (l.isEmpty() || l.startsWith("#")) {
                continue;
            }
            String[] parts = l.split("\\|", 2);
            all.add(new Library(parts[0].strip(), parts[1].strip()));
        }
        return all;
    }

    /** The program's version as the build wrote it ("0.2.0"). */
    static String version() {
        Properties p = new Properties();
        try (InputStream in = AboutDialog.class.getResourceAsStream("about.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p.getProperty("version", "?");
    }

    /** The dialog's text: plain text, one fact a paragraph. */
    static String text(Texts texts) {
        StringBuilder b = new StringBuilder();
        b.append(texts.get("about.text")).append("\n\n");
        b.append(texts.format("about.version", version())).append('\n');
        b.append(texts.get("about.designers")).append("\n\n");
        b.append(texts.get("about.libraries")).append('\n');
        for (Library lib : libraries()) {
            b.append("  ").append(lib.label()).append(" \u2014 ").append(lib.licence()).append('\n');
        }
        b.append('\n').append(texts.get("about.java")).append(' ').append(System.getProperty("java.version"));
        return b.toString();
    }

    static void show(JFrame owner, Texts texts) {
        JDialog d = new JDialog(owner, texts.get("about.title"), true);
        d.setName("about");
        JLabel head = new JLabel(texts.get("app.title"));
        head.putClientProperty("FlatLaf.styleClass", "h1");
        JTextArea body = new JTextArea(text(texts), 20, 64);
        body.setName("about.text");
        body.setEditable(false);
        body.setLineWrap(true);
        body.setWrapStyleWord(true);
        body.setCaretPosition(0);
        JButton close = new JButton(texts.get("button.close"));
        close.setName("about.close");
        close.addActionListener(e -> d.dispose());
        JPanel root = new JPanel(new MigLayout("insets 16, fill, wrap 1", "[grow,fill]", "[][grow][]"));
        root.add(head);
        root.add(new JScrollPane(body), "grow");
        root.add(close, "align right, growx 0");
        d.setContentPane(root);
        d.getRootPane().setDefaultButton(close);
        d.pack();
        d.setLocationRelativeTo(owner);
        d.setVisible(true);
    }

    private static String resource(String name) {
        try (InputStream in = AboutDialog.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
