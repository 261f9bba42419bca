package org.ichto.urland.ui.board;

import org.ichto.urland.rules.GameState;

import javax.imageio.ImageIO;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.util.Set;

/**
 * Saves pictures of the board to look at: {@code board-light.png} and {@code board-dark.png} of a 5-player
 * mid-game with merged regions, at 1600 by 1000, into the folder given (default /tmp).
 */
public final class BoardPictures {
    private BoardPictures() {
    }

    public static void main(String[] args) throws IOException {
        File dir = new File(args.length > 0 ? args[0] : "/tmp");
        int w = args.length > 1 ? Integer.parseInt(args[1]) : 1600;
        int h = args.length > 2 ? Integer.parseInt(args[2]) : 1000;
        GameState s = BoardStates.mergedAndScored(5, 11);
        Highlights hl = new Highlights(Set.of(12, 14, s.regionOf(3)), s.regionOf(9), -1, Set.of(13));
        for (BoardTheme theme : new BoardTheme[] {BoardTheme.LIGHT, BoardTheme.DARK}) {
            BufferedImage img = render(new BoardPainter(theme, Labels.DEFAULT), s, w, h, hl);
            File f = new File(dir, "board-" + theme.name() + ".png");
            ImageIO.write(img, "png", f);
            System.out.println(f + " " + f.length() / 1024 + " KB");
        }
        System.out.println(s);
    }

    static BufferedImage render(BoardPainter painter, GameState s, int w, int h, Highlights hl) {
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        painter.paint(g, s, BoardStates.seats(s.players()), w, h, hl);
        g.dispose();
        return img;
    }
}
