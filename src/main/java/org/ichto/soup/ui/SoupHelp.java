package org.ichto.soup.ui;

import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.GameHelp;
import org.ichto.soup.SoupGame;
import org.ichto.soup.board.Gene;
import org.ichto.soup.board.SoupBoardLoader;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.board.Marks;
import org.ichto.soup.ui.board.SoupPainter;
import org.ichto.soup.ui.board.SoupTheme;
import org.ichto.soup.ui.text.SoupTexts;

import javax.swing.Icon;
import javax.swing.ImageIcon;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

/**
 * Primordial Soup's help: the rules reference from {@code help/rules.txt} (Dutch {@code rules_nl.txt}) with
 * every gene of the board data, in the words of the game's bundle (name, price and mutation points, what an
 * advanced gene gives up, the card), and pictures drawn by the board's painter, the dice and the food icons.
 */
final class SoupHelp {
    /** The rules texts, by language ending. */
    static final String RULES = "/org/ichto/soup/ui/help/rules";
    private static final List<String> COLOURS = List.of("red", "blue", "yellow", "green");

    private SoupHelp() {
    }

    static GameHelp of(SoupTexts texts, boolean dark) {
        return GameHelp.read(SoupHelp.class, RULES + SoupTexts.suffix(texts.locale()) + ".txt",
                name -> picture(name, texts, dark), genes(texts));
    }

    /** Each gene as an entry of the reference. */
    static List<GameHelp.Section> genes(SoupTexts texts) {
        List<GameHelp.Section> all = new ArrayList<>();
        List<Gene> genes = SoupBoardLoader.standard().genes();
        for (Gene g : genes) {
            String figures = texts.format("panel.genes.figures", g.price(), g.mp());
            if (g.advanced()) {
                List<String> gives = new ArrayList<>();
                for (String name : g.givesUpOneOf()) {
                    genes.stream().filter(o -> o.isCalled(name)).findFirst().ifPresent(o -> gives.add(texts.gene(o)));
                }
                figures += " \u00b7 " + texts.format("panel.genes.needs", String.join(" / ", gives));
            }
            all.add(new GameHelp.Section(texts.gene(g), figures + "\n" + texts.geneText(g), null, 2));
        }
        return all;
    }

    private static Icon picture(String name, SoupTexts texts, boolean dark) {
        return switch (name) {
            case "board" -> board(texts, dark);
            case "dice" -> row(List.of(new DieIcon(1, 30), new DieIcon(2, 30), new DieIcon(3, 30),
                    new DieIcon(4, 30), new DieIcon(5, 30), new DieIcon(6, 30)));
            case "food" -> row(List.of(new CubesIcon(List.of(2, 2, 2, 2), seats(texts), 18)));
            default -> throw new IllegalArgumentException("no picture called " + name);
        };
    }

    private static List<Seat> seats(SoupTexts texts) {
        List<Seat> seats = new ArrayList<>();
        for (String c : COLOURS) {
            seats.add(Seat.human(texts.colour(c), c));
        }
        return seats;
    }

    /** The soup at the start of a game of four, as the painter draws it on screen. */
    private static Icon board(SoupTexts texts, boolean dark) {
        SoupState start = SoupGame.newGame(4, 1997);
        int w = 640;
        int h = 460;
        BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        new SoupPainter(dark ? SoupTheme.DARK : SoupTheme.LIGHT, texts).paint(g, start, seats(texts), Marks.NONE, w, h);
        g.dispose();
        return new ImageIcon(image);
    }

    /** Icons side by side in one picture. */
    private static Icon row(List<Icon> icons) {
        int w = icons.stream().mapToInt(i -> i.getIconWidth() + 8).sum();
        int h = icons.stream().mapToInt(Icon::getIconHeight).max().orElse(1);
        BufferedImage image = new BufferedImage(Math.max(1, w), Math.max(1, h), BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        // The icons take their text colour and font from a label of the current look (light or dark).
        javax.swing.JLabel look = new javax.swing.JLabel();
        int x = 0;
        for (Icon i : icons) {
            i.paintIcon(look, g, x, 0);
            x += i.getIconWidth() + 8;
        }
        g.dispose();
        return new ImageIcon(image);
    }
}
