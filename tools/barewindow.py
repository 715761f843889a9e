"""A bare pygame window that draws one frame and exits: the yardstick for the packaged app's cold start."""
import pygame

pygame.init()
screen = pygame.display.set_mode((1600, 900))
screen.fill((40, 30, 40))
pygame.display.flip()
pygame.image.save(screen, "/tmp/barewindow.png")
pygame.quit()
